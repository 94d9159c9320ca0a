import Foundation
import Testing
import WizardTestSupport

/// Seeded inputs built to be expensive, in every format `wizard` reads (flow JSON,
/// cookiecutter.json, copier.yml, answers files with `$env`/`$file`, session files, piped
/// lines, `--set` values), each run by the real binary under a memory limit of 256 MiB
/// (`ulimit -v`), a processor-time bound and a wall-clock kill: every run finishes within
/// the bounds or stops with an error that names the limit it hit (or the refusal the input
/// was built to meet), and never crashes.
///
/// The bound is 2 s of processor time for the release binary (what `.ci/run` runs here),
/// 20 s for a debug build. `WIZARD_HOSTILE_COUNT` sets the number of seeds per format
/// (`.ci/run`: 300; else 8); a failing seed is reproduced with `WIZARD_SEED=N`, and
/// `WIZARD_HOSTILE_FOLDER=DIR` keeps each input's files in `DIR/FORMAT-SEED`;
/// `WIZARD_HOSTILE_TIMES=FILE` appends a line per run (format, seed, kind, processor
/// seconds, exit status) to FILE.
@Suite struct HostileInputGenerativeTests {
    static var seeds: [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        let fallback = environment["ASAN_OPTIONS"] == nil ? 8 : 2
        let count = environment["WIZARD_HOSTILE_COUNT"].flatMap { Int($0) } ?? fallback
        return SplitMix64.seeds(defaultRange: 0..<UInt64(max(0, count)))
    }

    @Test(arguments: HostileInput.Format.allCases)
    func hostileInputEndsWithinTheBounds(_ format: HostileInput.Format) throws {
        let seeds = Self.seeds
        #expect(!seeds.isEmpty, "WIZARD_SEED holds no seed")
        let bounds = HostileInput.Bounds.current
        var kinds = Set<String>()
        for seed in seeds {
            var rng = SplitMix64(seed: seed ^ format.salt)
            let input = HostileInput.make(format, &rng)
            kinds.insert(input.kind)
            let context = "\(format.rawValue), seed \(seed) (\(input.kind)); reproduce with WIZARD_SEED=\(seed)"
            let kept = ProcessInfo.processInfo.environment["WIZARD_HOSTILE_FOLDER"].map { "\($0)/\(format)-\(seed)" }
            let run = try input.run(within: bounds, keepingIn: kept)
            input.check(run, bounds: bounds, context: context)
            if let times = ProcessInfo.processInfo.environment["WIZARD_HOSTILE_TIMES"] {
                let line = "\(format.rawValue) \(seed) \(input.kind) \(run.processorSeconds) \(run.status)\n"
                // One write in append mode: the formats run at once, and their lines must not mix.
                if let file = fopen(times, "a") {
                    fputs(line, file)
                    fclose(file)
                }
            }
        }
        // Enough seeds draw every kind of the format.
        if seeds.count >= 100 { #expect(kinds.count >= 4, "\(format.rawValue): \(kinds.sorted())") }
    }
}
