import Foundation
import Testing

/// Random valid flows, each run through the real binary in every way a user can run it:
/// piped lines with every typed command, `--defaults --non-interactive`, `--format env`,
/// `check`, `template`, answers given back, and SIGINT at a random prompt then `--resume`.
///
/// `WIZARD_GEN_SEED=n` (or `n,m`) runs just those seeds; `WIZARD_GEN_COUNT=c` runs seeds
/// 1...c (default 1,000); `WIZARD_GEN_JOBS` sets how many flows run at once (default 4).
@Suite struct GenerativeRunTests {
    static var seeds: [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        if let text = environment["WIZARD_GEN_SEED"] {
            let parsed = text.split(separator: ",").map { UInt64($0.trimmingCharacters(in: .whitespaces)) }
            return parsed.contains(nil) ? [] : parsed.compactMap { $0 }
        }
        let count = environment["WIZARD_GEN_COUNT"].flatMap { UInt64($0) } ?? 1_000
        return count == 0 ? [] : Array(1...count)
    }

    /// Catches: a crash or an undocumented exit status on a valid flow; output that is not
    /// JSON (or env lines); an answer the run took but did not print; a resumed run that
    /// differs from an uninterrupted one; printed answers that do not reproduce themselves
    /// through `--answers`; a filled `template` that is refused; `check` disagreeing with the run.
    @Test func generatedFlowsKeepTheirPromises() async throws {
        let seeds = Self.seeds
        try #require(!seeds.isEmpty, "WIZARD_GEN_SEED holds no seed")
        let jobs = ProcessInfo.processInfo.environment["WIZARD_GEN_JOBS"].flatMap { Int($0) } ?? 4
        let results = await SeedPool.run(seeds, jobs: max(1, jobs)) { seed in
            do {
                var check = try GeneratedFlowCheck(seed: seed)
                try check.check()
                return SeedOutcome(check)
            } catch {
                return SeedOutcome(seed: seed, failures: [.init(property: "harness error", detail: "\(error)")])
            }
        }
        var byProperty: [String: [UInt64]] = [:]
        for outcome in results.sorted(by: { $0.seed < $1.seed }) where !outcome.failures.isEmpty {
            for failure in outcome.failures { byProperty[failure.property, default: []].append(outcome.seed) }
            let details = outcome.failures.map { "- \($0.property)\n\($0.detail)" }.joined(separator: "\n")
            Issue.record(
                """
                seed \(outcome.seed) failed (reproduce: WIZARD_GEN_SEED=\(outcome.seed) swift test --filter GenerativeRunTests; \
                files kept in \(outcome.folder))
                \(details)
                flow: \(outcome.flowText)
                lines: \(outcome.lines)
                """)
        }
        let summary = byProperty.keys.sorted().map { "\($0): \(byProperty[$0]?.count ?? 0) seeds, e.g. \(byProperty[$0]?.prefix(5) ?? [])" }
        print("generative: \(results.count) flows, \(results.filter { $0.failures.isEmpty }.count) passed")
        var tally: [String: [Int32: Int]] = [:]
        for outcome in results { for (run, status) in outcome.statuses { tally[run, default: [:]][status, default: 0] += 1 } }
        for run in tally.keys.sorted() {
            let counts = (tally[run] ?? [:]).sorted { $0.key < $1.key }.map { "exit \($0.key): \($0.value)" }
            print("generative: \(run) runs: \(counts.joined(separator: ", "))")
        }
        for line in summary { print("generative: \(line)") }
    }
}

/// What one seed gave, with what reproduces it.
struct SeedOutcome: Sendable {
    var seed: UInt64
    var failures: [GeneratedFlowCheck.Failure]
    var folder = ""
    var flowText = ""
    var lines: [String] = []
    var statuses: [String: Int32] = [:]

    init(seed: UInt64, failures: [GeneratedFlowCheck.Failure]) {
        self.seed = seed
        self.failures = failures
    }

    init(_ check: GeneratedFlowCheck) {
        seed = check.seed
        failures = check.failures
        statuses = check.statuses
        folder = check.folder.url.path
        if failures.isEmpty {
            try? FileManager.default.removeItem(at: check.folder.url)
        } else {
            flowText = check.files.root.json.text + check.files.imported.map { "\n\($0.path): \($0.flow.json.text)" }.joined()
            lines = check.lines.map { $0.count > 80 ? String($0.prefix(20)) + "…(\($0.count) characters)" : $0 }
        }
    }
}

/// Runs the seeds on a few threads (each mostly waits for child processes).
enum SeedPool {
    static func run(_ seeds: [UInt64], jobs: Int, _ work: @escaping @Sendable (UInt64) -> SeedOutcome) async -> [SeedOutcome] {
        let queue = SeedQueue(seeds)
        return await withCheckedContinuation { continuation in
            let group = DispatchGroup()
            for _ in 0..<min(jobs, seeds.count) {
                group.enter()
                Thread {
                    while let seed = queue.take() { queue.finish(work(seed)) }
                    group.leave()
                }.start()
            }
            group.notify(queue: .global()) { continuation.resume(returning: queue.outcomes) }
        }
    }
}

/// The seeds still to run and the outcomes so far, shared by the pool's threads.
final class SeedQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [UInt64]
    private var done: [SeedOutcome] = []

    init(_ seeds: [UInt64]) { pending = seeds.reversed() }

    func take() -> UInt64? { lock.withLock { pending.popLast() } }
    func finish(_ outcome: SeedOutcome) { lock.withLock { done.append(outcome) } }
    var outcomes: [SeedOutcome] { lock.withLock { done } }
}
