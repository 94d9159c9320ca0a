import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `wizard` binary on a pseudo-terminal: the slave side is the child's standard
/// input, output and error (and its controlling terminal, so Ctrl-C raises SIGINT), the test
/// holds the master side to type and read, and keeps a slave descriptor to read termios.
///
/// Reads wait with `poll` and a deadline; nothing sleeps.
final class PseudoTerminal {
    /// A wait that ran out of time; the description holds what had been read.
    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var output: String
        var description: String { "timed out waiting for \(waitingFor.debugDescription); output so far:\n\(output.debugDescription)" }
    }

    /// Readline 8.2 turns bracketed paste on before each prompt and off after it.
    static let pasteOn = "\u{1B}[?2004h"
    static let pasteOff = "\u{1B}[?2004l"

    let master: Int32
    let slave: Int32
    let pid: pid_t
    /// The terminal's settings before the child started (a later `settings()` may already
    /// see what readline set).
    let initialSettings: termios
    private var bytes: [UInt8] = []
    private var cursor = 0
    private var exitStatus: Int32?

    /// The terminal's size.
    let columns: Int
    let rows: Int

    /// The screen as a terminal of this size shows everything read so far.
    var screen: TerminalScreen {
        var screen = TerminalScreen(columns: columns, rows: rows)
        screen.feed(output)
        return screen
    }

    /// Everything read so far, as text.
    var output: String { String(decoding: bytes, as: UTF8.self) }

    /// Everything read so far without the bracketed-paste switches.
    var text: String {
        output.replacingOccurrences(of: Self.pasteOn, with: "").replacingOccurrences(of: Self.pasteOff, with: "")
    }

    /// Starts `wizard ARGUMENTS` on a new 24×100 pseudo-terminal, in a new session (in the
    /// test's working folder: pass absolute paths); standard input reads `standardInput`
    /// instead of the terminal when given.
    init(
        _ arguments: [String], environment: [String: String], standardInput: String? = nil, columns: Int = 100, rows: Int = 24
    ) throws {
        var m: Int32 = -1
        var s: Int32 = -1
        self.columns = columns
        self.rows = rows
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&m, &s, nil, nil, &size) == 0 else { throw POSIXError(.ENXIO) }
        master = m
        slave = s
        var initial = termios()
        _ = tcgetattr(s, &initial)
        initialSettings = initial
        for fd in [m, s] { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        guard let name = ttyname(s) else { throw POSIXError(.ENOTTY) }
        let slavePath = String(cString: name)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        if let standardInput { posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0) }

        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["WIZARD_FLOWS_PATH"] = nil
        env["TERM"] = "xterm"
        // English unless the test asks for a language, whatever the tests' own locale.
        env["LANG"] = "C.UTF-8"
        env["LC_ALL"] = nil
        env["LC_MESSAGES"] = nil
        for (key, value) in environment { env[key] = value }
        pid = try ChildProcess.spawn(WizardProcess.binary.path, arguments, environment: env, actions: &actions, newSession: true)
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
        close(slave)
    }

    /// Changes the terminal's size (`TIOCSWINSZ`): the child gets SIGWINCH.
    func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Types `keys` (bytes as they would come from the keyboard).
    func send(_ keys: String) {
        send(bytes: Array(keys.utf8))
    }

    /// Types raw bytes, which need not be UTF-8 (a Latin-1 keyboard).
    func send(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var done = 0
            while done < buffer.count {
                let n = write(master, base + done, buffer.count - done)
                if n <= 0 { return }
                done += n
            }
        }
    }

    /// Waits until everything in `texts` has appeared after the previous wait's end, then
    /// moves past the last of them.
    ///
    /// - Throws: `Timeout` after `seconds`.
    @discardableResult
    func expect(_ texts: String..., within seconds: Double = 15) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let unread = String(decoding: bytes[cursor...], as: UTF8.self)
            let ends = texts.compactMap { unread.range(of: $0)?.upperBound }
            if ends.count == texts.count, let last = ends.max() {
                cursor += unread[..<last].utf8.count
                return String(unread[..<last])
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0, readSome(timeoutMilliseconds: Int32(left * 1000)) else {
                throw Timeout(waitingFor: texts.joined(separator: " + "), output: output)
            }
        }
    }

    /// Waits until a line of the screen, as a terminal of this size shows it, contains `text`
    /// (colour and cursor moves split words in the raw output, never on the screen), then
    /// moves past everything read so far.
    ///
    /// - Throws: `Timeout` after `seconds`.
    func waitForScreen(_ text: String, within seconds: Double = 15) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while !screen.lines.contains(where: { $0.contains(text) }) {
            guard deadline.timeIntervalSinceNow > 0 else { throw Timeout(waitingFor: text, output: output) }
            _ = readSome(timeoutMilliseconds: 100)
        }
        cursor = bytes.count
    }

    /// Waits for readline to be reading at a prompt showing `question`: the question and
    /// the bracketed-paste switch (sent once the terminal is prepared) have both appeared.
    func waitForInput(_ question: String, within seconds: Double = 15) throws {
        try expect(question, Self.pasteOn, within: seconds)
    }

    /// Waits for the child to exit, reading its output meanwhile.
    ///
    /// - Returns: the exit status, or 128 + the signal that killed it.
    func waitForExit(within seconds: Double = 15) throws -> Int32 {
        if let exitStatus { return exitStatus }
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                while readSome(timeoutMilliseconds: 0) {}
                let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
                exitStatus = code
                return code
            }
            guard deadline.timeIntervalSinceNow > 0 else {
                throw Timeout(waitingFor: "exit", output: output)
            }
            _ = readSome(timeoutMilliseconds: 20)
        }
    }

    /// The terminal's settings as the child sees them (`tcgetattr` on the slave).
    func settings() -> termios {
        var t = termios()
        _ = tcgetattr(slave, &t)
        return t
    }

    /// Reads what is available within the timeout; false when nothing came.
    private func readSome(timeoutMilliseconds: Int32) -> Bool {
        var fd = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&fd, 1, max(0, timeoutMilliseconds)) > 0, fd.revents & Int16(POLLIN) != 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, 4096) }
        guard n > 0 else { return false }
        bytes += buffer[0..<n]
        return true
    }
}

/// Compares two termios values field by field (the struct is not Equatable).
func sameSettings(_ a: termios, _ b: termios) -> Bool {
    var a = a
    var b = b
    return a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_cflag == b.c_cflag && a.c_lflag == b.c_lflag
        && withUnsafeBytes(of: &a.c_cc) { x in withUnsafeBytes(of: &b.c_cc) { y in x.elementsEqual(y) } }
}
