#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's bytes in anonymous memory of their own (`mmap(2)`), whose whole pages inside a
/// released range go back to the system (`madvise(2)` with `MADV_DONTNEED`) while the rest
/// stays: what `LocalFileSystem.readReleasableFile(_:)` returns.
///
/// Anonymous memory rather than a mapping of the file, which would raise `SIGBUS` on a read
/// once the file is truncated; its own mapping rather than `malloc`'s, so released pages
/// are never memory `malloc` hands out for something else. A released page reads as zeros.
/// The mapping is removed (`munmap(2)`) when the buffer is freed.
final class PageBuffer: ReleasableFileBytes {
    /// The mapping (nil when empty) and its size, a whole number of pages.
    private var base: UnsafeMutableRawPointer?
    private var capacity: Int
    /// The number of bytes held, from the start of the mapping.
    private(set) var count = 0
    /// The system's page size (`sysconf(3)` with `_SC_PAGESIZE`).
    let pageSize: Int
    /// The last run of released bytes that follow one another, and where the pages already
    /// given back in it end (a page boundary).
    private var releasedRun: Range<Int> = 0..<0
    private var givenBackTo = 0

    /// An empty buffer with room for at least `capacity` bytes.
    ///
    /// - Throws: the `errno` of a failed `mmap`.
    init(capacity: Int) throws(PageBufferError) {
        let page = sysconf(Int32(_SC_PAGESIZE))
        pageSize = page > 0 ? page : 4096
        self.capacity = 0
        base = nil
        try grow(to: capacity)
    }

    deinit {
        if let base { _ = munmap(base, capacity) }
    }

    /// The bytes held.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base?.assumingMemoryBound(to: UInt8.self), count: count)
    }

    /// The room after the bytes held, for `read` to fill; `commit(_:)` then counts what it wrote.
    var freeSpace: UnsafeMutableRawBufferPointer {
        UnsafeMutableRawBufferPointer(start: base.map { $0 + count }, count: capacity - count)
    }

    /// Counts `n` more bytes written into `freeSpace`.
    func commit(_ n: Int) {
        precondition(n >= 0 && count + n <= capacity)
        count += n
    }

    /// Makes room for at least `size` bytes in all: a new mapping, the bytes held copied into
    /// it, the old one removed. Only before anything is released.
    func grow(to size: Int) throws(PageBufferError) {
        let newCapacity = Swift.max(pageSize, (size + pageSize - 1) / pageSize * pageSize)
        guard newCapacity > capacity else { return }
        let mapped = mmap(nil, newCapacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let mapped, mapped != MAP_FAILED else { throw PageBufferError(errno: errno) }
        if let base {
            mapped.copyMemory(from: base, byteCount: count)
            _ = munmap(base, capacity)
        }
        base = mapped
        capacity = newCapacity
    }

    /// Gives back to the system the whole pages inside the bytes released so far that run on
    /// without a gap up to the end of `range` (so pages straddling two consecutive ranges
    /// go too); they read as zeros afterwards.
    func release(_ range: Range<Int>) {
        guard let base, !range.isEmpty else { return }
        let range = range.clamped(to: 0..<count)
        if range.lowerBound == releasedRun.upperBound, !releasedRun.isEmpty {
            releasedRun = releasedRun.lowerBound..<range.upperBound
        } else {
            releasedRun = range
            givenBackTo = 0
        }
        let start = Swift.max(givenBackTo, (releasedRun.lowerBound + pageSize - 1) / pageSize * pageSize)
        let end = releasedRun.upperBound / pageSize * pageSize
        guard end > start else { return }
        _ = madvise(base + start, end - start, MADV_DONTNEED)
        givenBackTo = end
    }
}

/// Why a `PageBuffer` could not be made or grown: the `errno` of `mmap(2)`.
struct PageBufferError: Error {
    var errno: Int32
}
