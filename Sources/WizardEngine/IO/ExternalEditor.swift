#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// The user's editor on a long text (docs/keystrokes.md): `$VISUAL`, else `$EDITOR`, else
/// `vi`, run by `/bin/sh` on a temporary file of mode 0600 that is removed afterwards.
public enum ExternalEditor {
    /// Why the editor gave no text.
    public enum Failure: Error, Equatable {
        /// The temporary file could not be made or written (the system's reason).
        case cannotWriteFile(MessageText)
        /// The editor could not be started (the system's reason).
        case cannotStart(MessageText)
        /// The editor ended with a non-zero status or a signal: its text is not taken.
        case editorFailed(command: String, status: Int32)
        /// The saved text is not valid UTF-8.
        case notUTF8
    }

    /// The editor command the variables name: `VISUAL`, else `EDITOR` (non-empty), else `vi`.
    ///
    /// - Parameter variables: the environment.
    /// - Returns: a command for `/bin/sh`, which may hold arguments (`code --wait`).
    public static func command(in variables: [String: String]) -> String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = variables[name], !value.allSatisfy(\.isWhitespace) { return value }
        }
        return "vi"
    }

    /// Writes `text` to a new temporary file (mode 0600, in `$TMPDIR` or `/tmp`), runs the
    /// editor on it with the terminal, reads the saved text back and removes the file.
    ///
    /// The editor runs in the foreground with this process's standard descriptors; the
    /// caller has given the terminal back (readline's line finished).
    ///
    /// - Parameters:
    ///   - text: the text so far; written with a final newline when not empty.
    ///   - variables: the environment (`VISUAL`, `EDITOR`, `TMPDIR`).
    /// - Returns: the saved text without its final newline (one `\n`, or `\r\n`).
    /// - Throws: `Failure`; the file is removed in every case.
    public static func edit(_ text: String, variables: [String: String]) throws(Failure) -> String {
        let folder = variables["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder + "/wizard-text-XXXXXX.txt").utf8CString)
        // mkstemps makes the file with mode 0600, opened for reading and writing.
        let fd = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemps($0, 4) } ?? -1
        }
        guard fd >= 0 else { throw .cannotWriteFile(FileDescriptorIO.reasonText(errno: errno)) }
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { unlink(path) }
        let written = FileDescriptorIO.writeReportingFailure(text.isEmpty ? "" : text + "\n", to: fd)
        close(fd)
        if let reason = written { throw .cannotWriteFile(reason) }
        let command = command(in: variables)
        let status = try run(command, on: path)
        guard status == 0 else { throw .editorFailed(command: command, status: status) }
        let readFD = open(path, O_RDONLY | O_CLOEXEC)
        guard readFD >= 0 else { throw .cannotWriteFile(FileDescriptorIO.reasonText(errno: errno)) }
        defer { close(readFD) }
        var bytes: [UInt8] = []
        while true {
            let chunk = FileDescriptorIO.read(from: readFD, count: 65_536)
            if chunk.isEmpty { break }
            bytes += chunk
            // Far past what an answer may hold: the engine refuses it as too long.
            if bytes.count > 4 * Engine.maximumInputBytes { break }
        }
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        guard let saved = String(validating: bytes, as: UTF8.self) else { throw .notUTF8 }
        return saved
    }

    /// Runs `/bin/sh -c 'COMMAND "$1"' sh PATH` and waits for it.
    ///
    /// - Returns: the exit status, or 128 + the signal that ended it.
    private static func run(_ command: String, on path: String) throws(Failure) -> Int32 {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The editor starts with default signal handling and no blocked signals.
        resetSignals(in: &attributes, defaults: [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGWINCH])
        let words: [String] = ["/bin/sh", "-c", command + " \"$1\"", "sh", path]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child = pid_t()
        let started = posix_spawn(&child, "/bin/sh", nil, &attributes, argv, environ)
        guard started == 0 else { throw .cannotStart(FileDescriptorIO.reasonText(errno: started)) }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import as macros.
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
