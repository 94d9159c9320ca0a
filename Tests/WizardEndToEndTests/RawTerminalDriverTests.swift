import Foundation
import Testing
import WizardEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `RawTerminalDriver`: the pickers for a program that embeds `WizardEngine` without
/// readline, run in process on a pseudo-terminal and read back as the screen shows it.
@Suite(.serialized)
struct RawTerminalDriverTests {
    /// What the run on the other thread left: its end and its answers' JSON.
    final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var value: (end: RunEnd, json: String)?
        func set(_ end: RunEnd, _ json: String) { lock.withLock { value = (end, json) } }
        var result: (end: RunEnd, json: String)? { lock.withLock { value } }
    }

    /// The terminal's master side: what was drawn, read with a deadline.
    final class Screen {
        let master: Int32
        let columns: Int
        var bytes: [UInt8] = []
        init(master: Int32, columns: Int) {
            self.master = master
            self.columns = columns
        }
        var model: TerminalScreen {
            var screen = TerminalScreen(columns: columns, rows: 24)
            screen.feed(String(decoding: bytes, as: UTF8.self))
            return screen
        }
        func send(_ keys: String) { _ = keys.withCString { write(master, $0, strlen($0)) } }
        /// Reads until the screen shows `text`; false after 10 s.
        func waitFor(_ text: String) -> Bool {
            let deadline = Date().addingTimeInterval(10)
            while !model.lines.contains(where: { $0.contains(text) }) {
                guard deadline.timeIntervalSinceNow > 0 else { return false }
                readSome()
            }
            return true
        }
        /// Reads what arrives within 100 ms.
        func readSome() {
            var fds = [pollfd(fd: master, events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 1, 100) > 0 else { return }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let n = read(master, &buffer, buffer.count)
            if n > 0 { bytes += buffer[0..<n] }
        }
    }

    // Bug caught: an embedder without readline gets numbered lists only, or a picker whose
    // keys, filter, marks or collapsed answers differ from the readline driver's.
    @Test(arguments: [80, 40])
    func pickersWithoutReadline(columns: Int) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        #expect(openpty(&master, &slave, nil, nil, &size) == 0)
        defer {
            close(master)
            close(slave)
        }
        let catalog = try #require(FlowLoader().load(string: PickerScreenTests.flow).catalog)
        let outcome = Outcome()
        let terminal = slave
        let thread = Thread {
            let engine = Engine(catalog: catalog)
            var driver = RawTerminalDriver(inputFD: terminal, outputFD: terminal, usesColor: false)
            var state = WizardState()
            var log = WizardRunner.Log()
            let end = WizardRunner(engine: engine, renderer: PromptRenderer(usesColor: false)).run(
                driver: &driver, state: &state, log: &log)
            let json = engine.answers(of: state).jsonText(pretty: false)
            outcome.set(end, json)
        }
        thread.start()
        let screen = Screen(master: master, columns: columns)
        #expect(screen.waitFor("help for go"), "\(screen.model.text)")
        #expect(screen.model.lines.contains("› Go"))
        screen.send("\u{1B}[B")
        #expect(screen.waitFor("help for python"))
        screen.send("ty\r")
        #expect(screen.waitFor("✔ Language · TypeScript"), "\(screen.model.text)")
        #expect(screen.waitFor("1 of 4 marked"))
        screen.send("\u{1B}[B ")
        #expect(screen.waitFor("2 of 4 marked"))
        screen.send("\r")
        #expect(screen.waitFor("✔ Features · cli, server"), "\(screen.model.text)")
        screen.send("Lin\r")
        let deadline = Date().addingTimeInterval(10)
        while outcome.result == nil && deadline.timeIntervalSinceNow > 0 { screen.readSome() }
        let result = try #require(outcome.result)
        #expect(result.end == .completed)
        #expect(result.json.contains(#""language":"typescript""#) && result.json.contains(#""name":"Lin""#), "\(result.json)")
        #expect(screen.model.lines.allSatisfy { $0.count <= columns })
    }
}
