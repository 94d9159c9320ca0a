import Foundation
import Testing
import WizardTestSupport

/// One input built to be expensive for `wizard`, in one of the formats it reads, and the
/// run of the real binary on it under a memory limit, a processor-time bound and a
/// wall-clock kill.
struct HostileInput {
    /// What the input is made of, for the failure message.
    var kind: String
    /// Files written in a fresh folder before the run, by name; the run starts there.
    var files: [String: String]
    /// The command's arguments (file names relative to that folder).
    var arguments: [String]
    /// Standard input.
    var input: [UInt8] = []
    /// Extra environment variables.
    var environment: [String: String] = [:]
    /// What an error line (after `error:`) may say when the run stops short of a limit:
    /// a refusal this input is expected to meet (an unknown name, input that ended).
    var expectedErrors: [String] = []

    /// Words of the messages that stop a run at one of its limits (docs/writing-flows.md).
    static let limitWords = [
        "more than", "longer than", "deeper than", "too many", "too large", "too long", "too deep", "larger than",
        "nested", "at most",
    ]

    /// The bounds a run is held to: 2 s of processor time for the release binary (the goal
    /// is 1 s; a run stopped at the 100,000-entry limit takes about 1 s, and a machine
    /// running seven formats at once on two cores slows every run), 20 s for a debug build,
    /// several times slower; no memory limit under AddressSanitizer.
    struct Bounds {
        /// The address space the child may map (`ulimit -v`), in KiB; nil under
        /// AddressSanitizer, which maps terabytes of shadow memory.
        var memoryKiB: Int?
        /// The processor time (user and system) a run may use.
        var processorSeconds: Double
        /// When the child is killed, however busy.
        var wallSeconds: Double

        /// The bounds for the binary the tests run (`WIZARD_BINARY`, else the debug build);
        /// `WIZARD_HOSTILE_SECONDS` sets the processor-time bound.
        static var current: Bounds {
            let environment = ProcessInfo.processInfo.environment
            var bounds = Bounds(memoryKiB: 256 * 1024, processorSeconds: 20, wallSeconds: 120)
            if environment["ASAN_OPTIONS"] != nil {
                bounds = Bounds(memoryKiB: nil, processorSeconds: 60, wallSeconds: 120)
            } else if WizardProcess.binary.path.contains("/release/") {
                bounds = Bounds(memoryKiB: 256 * 1024, processorSeconds: 2, wallSeconds: 60)
            }
            if let seconds = environment["WIZARD_HOSTILE_SECONDS"].flatMap(Double.init) { bounds.processorSeconds = seconds }
            return bounds
        }
    }

    /// How a bounded run ended.
    struct Run {
        var status: Int32
        var isSignalled: Bool
        var wasKilled: Bool
        var processorSeconds: Double
        var outputBytes: Int
        var stderr: String
    }

    /// Runs `wizard` on the input under `bounds`: the memory limit is set in the child by
    /// the shell that then becomes `wizard` (`ulimit -v`, then `exec`).
    func run(within bounds: Bounds, keepingIn kept: String? = nil) throws -> Run {
        let folder = try TemporaryFolder()
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            _ = try folder.write(name, text)
            if let kept {
                try FileManager.default.createDirectory(atPath: kept, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: kept).appendingPathComponent(name))
            }
        }
        let limit = bounds.memoryKiB.map { "ulimit -v \($0) && " } ?? ""
        let child = try ChildProcess(
            "/bin/sh", ["-c", limit + #"exec "$@""#, "wizard", WizardProcess.binary.path] + arguments,
            environment: WizardProcess.childEnvironment(adding: environment), directory: folder.path)
        child.outputCap = 64 * 1024 * 1024
        let (end, wasKilled) = child.finish(feeding: input, killingAfter: bounds.wallSeconds)
        return Run(
            status: end.status, isSignalled: end.isSignalled, wasKilled: wasKilled, processorSeconds: end.processorSeconds,
            outputBytes: child.standardOutput.count + child.standardError.count + child.droppedBytes,
            stderr: String(decoding: child.standardError.suffix(1_000_000), as: UTF8.self))
    }

    /// Checks the property every hostile input must keep: the run ends by itself within the
    /// bounds, without a crash, prints at most the run's output limit, and when it fails,
    /// says why in an error line that names a limit or a refusal the input was built to meet.
    func check(_ run: Run, bounds: Bounds, context: String) {
        #expect(!run.wasKilled, "\(context): still running after \(bounds.wallSeconds) s")
        #expect(!run.isSignalled, "\(context): ended by signal \(run.status): \(run.stderr.suffix(400))")
        guard !run.wasKilled, !run.isSignalled else { return }
        #expect(
            run.processorSeconds <= bounds.processorSeconds,
            "\(context): used \(run.processorSeconds) s of processor time (bound \(bounds.processorSeconds) s)")
        #expect([0, 1, 3].contains(run.status), "\(context): exit \(run.status): \(run.stderr.suffix(400))")
        #expect(run.outputBytes <= 17 * 1024 * 1024, "\(context): printed \(run.outputBytes) bytes")
        guard run.status != 0 else { return }
        let errorLine = run.stderr.split(separator: "\n").last { $0.contains("error:") }.map(String.init) ?? ""
        let isExplained = (Self.limitWords + expectedErrors).contains { errorLine.contains($0) }
        #expect(isExplained, "\(context): exit \(run.status) with \(errorLine.isEmpty ? run.stderr.suffix(400) : errorLine.suffix(400))")
    }
}
