#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// Writes files atomically with mode 0600: a temporary file in the same folder, written,
/// `fsync`ed, then `rename`d over the target, so readers see the old file or the new one.
package enum AtomicFile {
    /// Why a file could not be written.
    package struct WriteError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The path that could not be written.
        package var path: String
        /// Why, as a message (the system's reason, `FileDescriptorIO.reasonText(errno:)`).
        package var text: MessageText
        /// Why, in English.
        package var reason: String { text.english }
        /// One line: `cannot write PATH: REASON` (the path escaped for the terminal), in English.
        package var description: String { description(in: .english) }

        /// One line, `cannot write PATH: REASON`, in the language of `messages`.
        package func description(in messages: Messages) -> String {
            MessageText(.fsCannotWrite, ["path": TerminalText.escape(path)], parts: ["reason": text]).rendered(messages)
        }
    }

    /// Writes `text` to `path` atomically, mode 0600, through a fresh temporary file beside it.
    ///
    /// - Parameters:
    ///   - text: the whole new content, written as UTF-8.
    ///   - path: the file to replace or create.
    /// - Throws: `WriteError` naming the path and the system's reason; the target is then unchanged.
    /// - Complexity: O(*n*) in the length of `text`, plus one `fsync`.
    package static func write(_ text: String, to path: String) throws(WriteError) {
        // A fresh temporary file (`O_EXCL | O_NOFOLLOW`): a file or symbolic link planted
        // at the temporary name is never opened, truncated or written through.
        var temporary = ""
        var fd: Int32 = -1
        for attempt in 0..<100 where fd < 0 {
            temporary = path + ".tmp-\(getpid())-\(attempt)"
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd < 0 && errno != EEXIST { break }
        }
        guard fd >= 0 else { throw failure(path) }
        var reason = FileDescriptorIO.writeReportingFailure(text, to: fd)
        if reason == nil, fchmod(fd, 0o600) != 0 || fsync(fd) != 0 { reason = failure(path).text }
        close(fd)
        if reason == nil, rename(temporary, path) != 0 { reason = failure(path).text }
        if let reason {
            unlink(temporary)
            throw WriteError(path: path, text: reason)
        }
    }

    /// Creates a folder and its parents with mode 0700 (`mkdir -p`), leaving existing folders as they are.
    ///
    /// - Parameter path: the folder, absolute or relative to the current directory.
    /// - Throws: `WriteError` naming the first component that cannot be created.
    package static func makeDirectories(_ path: String) throws(WriteError) {
        // Usually the folder is there already, and one call says so.
        if mkdir(path, 0o700) == 0 || errno == EEXIST { return }
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST { throw failure(current) }
        }
    }

    /// Removes a file (`unlink(2)`), ignoring any failure, a missing file included.
    ///
    /// - Parameter path: the file to remove.
    package static func remove(_ path: String) {
        unlink(path)
    }

    static func failure(_ path: String) -> WriteError {
        WriteError(path: path, text: FileDescriptorIO.reasonText(errno: errno))
    }
}
