#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads flow files from the local disk; the only file-system code of `WizardEngine`.
public struct LocalFileSystem: FlowFileSystem {
    /// Reading stops after this many bytes (one more than the loader accepts, so an oversized file is
    /// recognised without reading it all).
    public var readLimit: Int

    /// Creates a file system.
    ///
    /// - Parameter readLimit: the most bytes read of one file (16 MiB + 1 by default, one
    ///   more than `LoadLimits.maxFileSize` accepts).
    public init(readLimit: Int = 16 * 1024 * 1024 + 1) {
        self.readLimit = readLimit
    }

    /// Reads a regular file (anything else is refused without waiting).
    ///
    /// - Parameter path: the file's path, absolute or relative to the current directory.
    /// - Returns: the file's bytes, at most `readLimit` of them (a longer file is cut short,
    ///   not refused).
    /// - Throws: `FlowFileError.notFound` when nothing is there, else `.unreadable` with the system's
    ///   reason.
    /// - Complexity: O(*n*) in the bytes read.
    public func readFile(_ path: String) throws -> [UInt8] {
        try readAll(Self.openRegularFile(path), path: path)
    }

    /// Reads `relativePath` beneath `folder`, never leaving it (see `BeneathFolder`).
    ///
    /// - Parameters:
    ///   - relativePath: the path inside the folder.
    ///   - folder: the folder that confines the read.
    ///   - followsLinksInside: whether a symbolic link staying inside the folder is followed.
    /// - Returns: the file's bytes, at most `readLimit` of them.
    /// - Throws: `FlowFileError.notFound`, or `.unreadable` (outside the folder, through a refused
    ///   symbolic link, not a regular file, or a failed read).
    public func readFile(_ relativePath: String, beneath folder: String, followsLinksInside: Bool) throws -> [UInt8] {
        let shown = folder.hasSuffix("/") ? folder + relativePath : folder + "/" + relativePath
        switch BeneathFolder.openFile(relativePath, beneath: folder, followsLinksInside: followsLinksInside) {
        case .success(let fd):
            return try readAll(Self.checkedRegularFile(fd, path: shown), path: shown)
        case .failure(let failure) where failure.code == EXDEV || failure.code == ELOOP:
            throw FlowFileError.unreadable(path: shown, reason: MessageText(.fsOutsideFolder))
        case .failure(let failure):
            throw Self.error(path: shown, errno: failure.code)
        }
    }

    /// Reads the open file `fd` to its end (or `readLimit`) and closes it.
    private func readAll(_ fd: Int32, path: String) throws -> [UInt8] {
        defer { _ = close(fd) }
        var bytes: [UInt8] = []
        // Room for the whole file and one byte more, to see its end without growing.
        var status = stat()
        let size = fstat(fd, &status) == 0 ? Int(status.st_size) : 0
        bytes.reserveCapacity(min(readLimit, max(size, 0) + 1, 64 * 1024 * 1024))
        while bytes.count < readLimit {
            if bytes.count == bytes.capacity { bytes.reserveCapacity(min(readLimit, bytes.capacity * 2)) }
            let want = min(bytes.capacity - bytes.count, readLimit - bytes.count)
            let start = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: want))
            let got = bytes.withUnsafeMutableBufferPointer { buffer in
                read(fd, buffer.baseAddress.map { $0 + start }, want)
            }
            if got < 0 {
                if errno == EINTR {
                    bytes.removeLast(want)
                    continue
                }
                throw Self.error(path: path, errno: errno)
            }
            bytes.removeLast(want - got)
            if got == 0 { break }
        }
        return bytes
    }

    /// Resolves the path with `realpath(3)`.
    ///
    /// - Parameter path: the path to resolve.
    /// - Returns: the absolute path with symbolic links, `.` and `..` resolved, or nil when
    ///   `realpath` fails (nothing there, or a component cannot be searched).
    public func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Opens `path` for reading when it is a regular file, with `O_NONBLOCK` while checking so a FIFO
    /// with no writer cannot block.
    static func openRegularFile(_ path: String) throws -> Int32 {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if fd < 0 { throw error(path: path, errno: errno) }
        return try checkedRegularFile(fd, path: path)
    }

    /// `fd` when it is a regular file, with `O_NONBLOCK` cleared; else it is closed and this throws `.unreadable`.
    private static func checkedRegularFile(_ fd: Int32, path: String) throws -> Int32 {
        var status = stat()
        guard fstat(fd, &status) == 0 else {
            let code = errno
            _ = close(fd)
            throw error(path: path, errno: code)
        }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFREG else {
            _ = close(fd)
            let what: MessageKey? =
                switch kind {
                case S_IFDIR: .fsKindDirectory
                case S_IFIFO: .writeKindFIFO
                case S_IFCHR, S_IFBLK: .writeKindDevice
                case S_IFSOCK: .writeKindSocket
                default: nil
                }
            let reason = what.map { MessageText(.writeNotRegular, parts: ["what": MessageText($0)]) } ?? MessageText(.fsNotRegular)
            throw FlowFileError.unreadable(path: path, reason: reason)
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return fd
    }

    private static func error(path: String, errno code: Int32) -> FlowFileError {
        if code == ENOENT { return .notFound(path: path) }
        return .unreadable(path: path, reason: FileDescriptorIO.reasonText(errno: code))
    }
}
