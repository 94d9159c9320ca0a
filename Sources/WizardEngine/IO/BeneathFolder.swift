#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
#if os(Linux)
    import CSystemCall
#endif

/// Opens a file by a path relative to a folder so that nothing outside the folder can be reached, even
/// by a concurrent rename (docs/writing-flows.md, "Imports stay inside the folder").
///
/// Linux 5.6 and later resolve the path in one step with `openat2(2)` and `RESOLVE_BENEATH`, following
/// links that stay inside; elsewhere it is opened component by component with `O_NOFOLLOW`, refusing
/// every symbolic link.
enum BeneathFolder {
    /// `RESOLVE_NO_MAGICLINKS | RESOLVE_BENEATH` from `linux/openat2.h`.
    private static let resolveFlags: UInt64 = 0x02 | 0x08
    /// `RESOLVE_NO_SYMLINKS`.
    private static let noSymbolicLinks: UInt64 = 0x04

    /// Opens `relativePath` beneath `folder` for reading, non-blocking and close-on-exec.
    ///
    /// Fails with `EXDEV` or `ELOOP` when the path leads outside the folder or through a refused
    /// symbolic link; `followsLinksInside` applies to `openat2` only.
    static func openFile(_ relativePath: String, beneath folder: String, followsLinksInside: Bool = true) -> Result<Int32, Errno> {
        let folderFD = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folderFD >= 0 else { return .failure(Errno(errno)) }
        defer { _ = close(folderFD) }
        let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK
        #if os(Linux)
            let resolve = followsLinksInside ? resolveFlags : resolveFlags | noSymbolicLinks
            if let result = openat2(folderFD, relativePath, flags: flags, resolve: resolve) { return result }
        #endif
        return openWalking(folderFD, relativePath, flags: flags)
    }

    #if os(Linux)
        /// `openat2(2)`; nil when the kernel does not have it (`ENOSYS`), retried while it
        /// answers `EAGAIN` (a rename raced the resolution) or `EINTR`.
        private static func openat2(_ folderFD: Int32, _ path: String, flags: Int32, resolve: UInt64) -> Result<Int32, Errno>? {
            // `struct open_how { u64 flags; u64 mode; u64 resolve; }`.
            let how: [UInt64] = [UInt64(UInt32(bitPattern: flags)), 0, resolve]
            for _ in 0..<100 {
                let fd: Int32 = how.withUnsafeBytes { how in
                    guard let base = how.baseAddress else { return -1 }
                    return wizard_openat2(folderFD, path, base, how.count)
                }
                if fd >= 0 { return .success(fd) }
                let code = errno
                if code == ENOSYS { return nil }
                if code != EAGAIN && code != EINTR { return .failure(Errno(code)) }
            }
            return .failure(Errno(EAGAIN))
        }
    #endif

    /// `openat(2)` one component at a time from `folderFD`, `O_NOFOLLOW` throughout (and
    /// `O_DIRECTORY` for each folder); `..` and empty components are refused.
    private static func openWalking(_ folderFD: Int32, _ path: String, flags: Int32) -> Result<Int32, Errno> {
        let components = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        guard let last = components.last, !path.hasPrefix("/"), !components.contains("..") else { return .failure(Errno(EXDEV)) }
        var current = folderFD
        defer { if current != folderFD { _ = close(current) } }
        for component in components.dropLast() {
            let next = openat(current, String(component), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else { return .failure(Errno(errno)) }
            if current != folderFD { _ = close(current) }
            current = next
        }
        let fd = openat(current, String(last), flags | O_NOFOLLOW)
        return fd >= 0 ? .success(fd) : .failure(Errno(errno))
    }

    /// An `errno` value from a failed call.
    struct Errno: Error, Equatable {
        var code: Int32
        init(_ code: Int32) { self.code = code }
    }
}
