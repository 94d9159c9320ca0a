#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// Watches a long wait (a process plugin's answer): after 150 ms at a terminal it draws a
/// spinner on standard error saying what is awaited (`⠋ asking wizard-plugin-tz for
/// choices`), and a signal cancels the wait (docs/plugins.md). Off a terminal nothing is
/// drawn. Main thread only: the command line sets `current` for its driver.
package final class WaitMonitor {
    /// The monitor of this process's waits, nil when waits are neither shown nor cancelled.
    nonisolated(unsafe) package static var current: WaitMonitor?

    /// How long a wait goes unshown.
    package static let delayMilliseconds = 150
    /// How often the spinner turns.
    static let frameMilliseconds = 80
    static let frames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// Where the spinner is drawn (a terminal), or nil: nothing drawn.
    let terminalFD: Int32?
    /// Readable when a signal has arrived.
    let wakeFD: Int32
    /// Called when `wakeFD` is readable: whether the wait is cancelled (the callee takes or
    /// keeps the signal as its driver needs).
    let isCancelled: () -> Bool

    /// Creates a monitor.
    ///
    /// - Parameters:
    ///   - terminalFD: the terminal to draw on, or nil to draw nothing.
    ///   - wakeFD: a descriptor readable when a signal arrived (`Signals.wakeDescriptor`).
    ///   - isCancelled: asked when `wakeFD` is readable: true cancels the wait.
    package init(terminalFD: Int32?, wakeFD: Int32, isCancelled: @escaping () -> Bool) {
        self.terminalFD = terminalFD
        self.wakeFD = wakeFD
        self.isCancelled = isCancelled
    }

    /// A monitor woken by `Signals` (installed first): SIGINT typed at a terminal cancels
    /// the wait and the run goes on; any other stopping signal (and SIGINT on piped input)
    /// cancels it and stays pending, so the run stops at its next read and saves its
    /// session; Ctrl-Z stops the process and a resize calls `resized`, and the wait goes on.
    ///
    /// - Parameters:
    ///   - terminalFD: the terminal to draw the spinner on, or nil to draw nothing.
    ///   - inputIsTyped: whether the run's input is typed at a terminal.
    ///   - resized: called for SIGWINCH (caught only while a driver asks for it).
    /// - Returns: the monitor, or nil before `Signals.install()`.
    package static func watchingSignals(drawingOn terminalFD: Int32?, inputIsTyped: Bool, resized: @escaping () -> Void = {})
        -> WaitMonitor?
    {
        guard let wake = Signals.wakeDescriptor else { return nil }
        return WaitMonitor(terminalFD: terminalFD, wakeFD: wake) {
            for signal in Signals.drain() {
                if signal == SIGWINCH { resized() } else if signal == SIGTSTP { Signals.stopForTerminal() }
            }
            guard let signal = Signals.pendingSignal else { return false }
            if inputIsTyped && signal == SIGINT { Signals.disarm() } else { Signals.acknowledge() }
            return true
        }
    }

    /// How one `watch` of a wait ended.
    package enum Wake: Equatable {
        /// The watched descriptor is readable (or closed).
        case ready
        /// Time is up.
        case timedOut
        /// A signal cancelled the wait.
        case cancelled
    }

    /// Waits until `fd` is readable, `milliseconds` pass, or a signal cancels the wait,
    /// turning the spinner meanwhile once the wait (begun at `started`) is older than 150 ms.
    ///
    /// - Parameters:
    ///   - fd: the descriptor awaited.
    ///   - milliseconds: the most to wait in this call.
    ///   - started: when the whole wait began (`PluginProcess.now()`).
    ///   - awaited: what is awaited, for the spinner (escaped here).
    /// - Returns: why it woke.
    package func watch(_ fd: Int32, milliseconds: Int32, started: Double, awaited: String) -> Wake {
        let until = now() + Double(milliseconds) / 1000
        while true {
            let left = until - now()
            if left <= 0 { return .timedOut }
            let age = now() - started
            var slice = Int32(left * 1000) + 1
            if terminalFD != nil {
                let delay = Double(Self.delayMilliseconds) / 1000
                if age >= delay {
                    draw(awaited, frame: Int((age - delay) * 1000) / Self.frameMilliseconds)
                    slice = min(slice, Int32(Self.frameMilliseconds))
                } else {
                    slice = min(slice, Int32((delay - age) * 1000) + 1)
                }
            }
            var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, slice)
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 { continue }
            if fds[1].revents & Int16(POLLIN) != 0, isCancelled() {
                clear()
                return .cancelled
            }
            if fds[0].revents != 0 {
                clear()
                return .ready
            }
        }
    }

    /// Whether the spinner is on the screen now.
    private var isDrawn = false

    /// Draws one frame on the terminal's current line.
    private func draw(_ awaited: String, frame: Int) {
        guard let terminalFD else { return }
        let text = Self.frames[frame % Self.frames.count] + " " + TerminalText.escape(awaited)
        FileDescriptorIO.write("\r\u{1B}[2K" + text, to: terminalFD)
        isDrawn = true
    }

    /// Removes the spinner's line, if drawn.
    func clear() {
        guard isDrawn, let terminalFD else { return }
        FileDescriptorIO.write("\r\u{1B}[2K", to: terminalFD)
        isDrawn = false
    }

    private func now() -> Double { PluginProcess.now() }
}
