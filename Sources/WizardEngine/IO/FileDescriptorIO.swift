#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// Small wrappers over POSIX `read(2)`, `write(2)` and `isatty(3)`, so the rest of the
/// package does not touch file descriptors directly.
package enum FileDescriptorIO {
    /// Writes all of `text` to `fd`, retried on EINTR and short writes; any other error ends the write silently.
    ///
    /// - Parameters:
    ///   - text: the text, written as UTF-8.
    ///   - fd: an open file descriptor.
    /// - Complexity: O(*n*) in the length of `text`.
    package static func write(_ text: String, to fd: Int32) {
        var text = text
        _ = text.withUTF8 { write($0, to: fd) }
    }

    /// Writes all of `text` to `fd`, retried on EINTR and short writes.
    ///
    /// - Parameters:
    ///   - text: the text, written as UTF-8.
    ///   - fd: an open file descriptor.
    /// - Returns: nil when every byte was written, else the system's reason for the failure.
    /// - Complexity: O(*n*) in the length of `text`.
    package static func writeReportingFailure(_ text: String, to fd: Int32) -> MessageText? {
        var text = text
        return text.withUTF8 { write($0, to: fd) }
    }

    private static func write(_ buffer: UnsafeBufferPointer<UInt8>, to fd: Int32) -> MessageText? {
        guard var base = buffer.baseAddress else { return nil }
        var left = buffer.count
        while left > 0 {
            let n = unsafe_write(fd, base, left)
            if n < 0 {
                if errno == EINTR { continue }
                return reasonText(errno: errno)
            }
            if n == 0 { return MessageText(.fsNothingWritten) }
            left -= n
            base += n
        }
        return nil
    }

    /// The system's sentence for an `errno` value (`strerror(3)`), in English.
    ///
    /// - Parameter code: an `errno` value.
    /// - Returns: the sentence, or `error N` when the system has none.
    package static func reason(errno code: Int32) -> String { reasonText(errno: code).english }

    /// The system's sentence for an `errno` value as a message: the values a user meets
    /// reading or writing a file are in the catalogues, any other is `strerror(3)`'s text as it is.
    ///
    /// - Parameter code: an `errno` value.
    /// - Returns: the message.
    package static func reasonText(errno code: Int32) -> MessageText {
        let keys: [Int32: MessageKey] = [
            ENOENT: .fsNoSuchFile, EACCES: .fsPermissionDenied, EISDIR: .fsIsDirectory, ENOTDIR: .fsNotDirectory,
            ELOOP: .fsSymlinkLoop, EFBIG: .fsFileTooLarge, ENOSPC: .fsNoSpace, EROFS: .fsReadOnly, EDQUOT: .fsQuotaExceeded,
            EEXIST: .fsFileExists,
        ]
        if let key = keys[code] { return MessageText(key) }
        return .verbatim(strerror(code).map { String(cString: $0) } ?? "error \(code)")
    }

    /// Whether `fd` is a terminal (`isatty(3)`).
    ///
    /// - Parameter fd: a file descriptor.
    /// - Returns: true for a terminal; false otherwise, also when `fd` is not open.
    package static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// Reads up to `count` bytes; a stopping signal (`Signals`) ends the wait, even one
    /// arriving just before it.
    ///
    /// - Parameters:
    ///   - fd: an open file descriptor.
    ///   - count: the most bytes to read; at least 1.
    /// - Returns: the bytes read; empty at end of file, on error or on a signal.
    package static func read(from fd: Int32, count: Int) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        while true {
            if Signals.pendingSignal != nil { return [] }
            if let wake = Signals.wakeDescriptor {
                var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
                let ready = poll(&fds, 2, -1)
                if ready < 0 && errno == EINTR { continue }
                if ready < 0 { return [] }
                if fds[1].revents != 0 && Signals.pendingSignal != nil { return [] }
                if fds[0].revents == 0 { continue }
            }
            let n = buffer.withUnsafeMutableBytes { unsafe_read(fd, $0.baseAddress, count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return [] }
            buffer.removeLast(count - n)
            return buffer
        }
    }
}

// The C calls, under names that the enum's own `write` and `read` do not shadow.
private func unsafe_write(_ fd: Int32, _ p: UnsafePointer<UInt8>, _ n: Int) -> Int { write(fd, p, n) }

private func unsafe_read(_ fd: Int32, _ p: UnsafeMutableRawPointer?, _ n: Int) -> Int { read(fd, p, n) }
