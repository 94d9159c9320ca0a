import WizardEngine

#if canImport(Glibc)
    import Glibc
#endif

/// 64 KiB inputs against classic blow-up patterns and the worst shapes of the largest accepted ones:
/// each `matchesWhole` must take at most 100 ms. The figure is the slowest median, with its input named,
/// and its processor time.
enum HostilePatterns {
    /// A pattern, a short name for it and the inputs it is matched against.
    struct Case {
        var name: String
        var pattern: String
        var inputs: [Input]
    }

    struct Input {
        var name: String
        var text: String
    }

    static func run(repetitions: Int, size: Int) {
        for entry in cases(size: size) {
            guard let pattern = try? RegexPattern(entry.pattern) else {
                print("pattern refused: \(entry.pattern)")
                continue
            }
            var worst = (milliseconds: 0.0, processor: 0.0, input: "", matched: false)
            for input in entry.inputs {
                var matched = false
                var samples: [Double] = []
                var processor: [Double] = []
                for _ in 0..<repetitions {
                    let start = ContinuousClock.now
                    let startProcessor = threadProcessorMilliseconds()
                    matched = pattern.matchesWhole(input.text)
                    processor.append(threadProcessorMilliseconds() - startProcessor)
                    samples.append(milliseconds(since: start))
                }
                if median(processor) >= worst.processor {
                    worst = (median(samples), median(processor), input.name, matched)
                }
            }
            let unit = "ms (\(worst.input)\(worst.matched ? ", matched" : ""))"
            report("match \(entry.name)", worst.milliseconds, unit, target: 100)
            report("  in processor time", worst.processor, "ms", target: 100)
        }
    }

    /// The processor time this thread has used, in milliseconds.
    static func threadProcessorMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1_000_000
    }

    static func cases(size: Int) -> [Case] {
        var random = SplitMix(seed: 18)
        let randomAB = String((0..<size).map { _ in random.next() % 2 == 0 ? Character("a") : Character("b") })
        let ab = Input(name: "random a/b", text: randomAB)
        let allA = Input(name: "a…a", text: String(repeating: "a", count: size))
        // Seven eighths of one scalar, then the random rest that keeps every state alive.
        let late = Input(
            name: "b…b then random a/b",
            text: String(repeating: "b", count: size - size / 8) + String(randomAB.prefix(size / 8)))
        let hostile = [ab, allA, late]
        func largest(_ name: String, _ make: (Int) -> String) -> Case {
            let count = largestCount(make)
            let shown = name.split(separator: "N", omittingEmptySubsequences: false).joined(separator: String(count))
            return Case(name: shown, pattern: make(count), inputs: hostile)
        }
        return [
            Case(name: "(a+)+$", pattern: "(a+)+$", inputs: [Input(name: "a…a!", text: String(repeating: "a", count: size - 1) + "!")]),
            Case(name: "(a|aa)+b", pattern: "(a|aa)+b", inputs: [allA]),
            Case(name: "(x+x+)+y", pattern: "(x+x+)+y", inputs: [Input(name: "x…x", text: String(repeating: "x", count: size))]),
            Case(name: "(a|b)*a(a|b){20}", pattern: "(a|b)*a(a|b){20}", inputs: hostile),
            largest("[ab]*a[ab]{N}") { "[ab]*a[ab]{\($0)}" },
            largest("[ab]*a(?:[ab][ab]?){N}") { "[ab]*a(?:[ab][ab]?){\($0)}" },
            largest("[ab]*a(?:[ab]|b[ab]){N}") { "[ab]*a(?:[ab]|b[ab]){\($0)}" },
            largest("[ab]*a(?:[ab]{6}[ab]?){N}") { "[ab]*a(?:[ab]{6}[ab]?){\($0)}" },
            largest("[ab]*a(?:[ab]{6}(?:…)?)?b, N deep") {
                "[ab]*a" + String(repeating: "(?:[ab]{6}", count: $0) + String(repeating: ")?", count: $0) + "b"
            },
            largest("(?:a[ab]{3}|b[ab]{4}|…)*, N words") { overlappingWords($0, prefix: "") },
            largest("[ab]*a(?:a[ab]{3}|b[ab]{4}|…)*, N words") { overlappingWords($0, prefix: "[ab]*a") },
            largest("(?:aab|ba|…)*, N random words") { randomWords($0) },
            largest("(?:[ab]{1,N}){1,N}") { "(?:[ab]{1,\($0)}){1,\($0)}" },
            largest("(?:.*a){N}") { "(?:.*a){\($0)}" },
            largest("[ab]*a, N times") { String(repeating: "[ab]*a", count: $0) },
            largest("[ab]*, N times") { String(repeating: "[ab]*", count: $0) },
            // Behind `[ab]*a[ab]{13}`, whose 8,192 sets fill the step cache, the shapes above
            // that the cache speeds up are stepped plainly.
            largest("(?:[ab]*a[ab]{13}|(?:.*a){N})") { "(?:[ab]*a[ab]{13}|(?:.*a){\($0)})" },
            largest("(?:[ab]*a[ab]{13}|[ab]*, N times)") { "(?:[ab]*a[ab]{13}|" + String(repeating: "[ab]*", count: $0) + ")" },
            largest("(?:[ab]*a[ab]{13}|[ab]*a(?:[ab][ab]?){N})") { "(?:[ab]*a[ab]{13}|[ab]*a(?:[ab][ab]?){\($0)})" },
            largest("(?:[ab]?a?){N}[ab]*") { "(?:[ab]?a?){\($0)}[ab]*" },
            largest("(?:a*b*){N}") { "(?:a*b*){\($0)}" },
            Case(
                name: "[a-z0-9-]{1,249}", pattern: "[a-z0-9-]{1,249}",
                inputs: [Input(name: "k…k", text: String(repeating: "k", count: size))]),
            Case(
                name: "e-mail-like", pattern: "[^@ ]+@[^@ ]+\\.[^@ ]+",
                inputs: [Input(name: "é…é", text: String(repeating: "é", count: size / 2))]),
        ]
    }

    /// The largest count (up to 1,000) for which `make` gives a pattern that loads.
    static func largestCount(_ make: (Int) -> String) -> Int {
        var low = 0
        var high = 1_000
        while low < high {
            let middle = (low + high + 1) / 2
            if (try? RegexPattern(make(middle))) != nil { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// `prefix(?:a[ab]{3}|b[ab]{4}|a[ab]{5}|…)*` with `count` words: words that overlap
    /// and end at many places, each end leading back to every word's start.
    static func overlappingWords(_ count: Int, prefix: String) -> String {
        let words = (0..<count).map { ($0 % 2 == 0 ? "a" : "b") + "[ab]{\(3 + $0 % 5)}" }
        return prefix + "(?:" + words.joined(separator: "|") + ")*"
    }

    /// `(?:w1|w2|…)*` with `count` seeded random words of 2 to 9 letters `a` and `b`.
    static func randomWords(_ count: Int) -> String {
        var random = SplitMix(seed: 7)
        let words = (0..<count).map { _ in
            String((0..<(2 + Int(random.next() % 8))).map { _ in random.next() % 2 == 0 ? Character("a") : Character("b") })
        }
        return "(?:" + words.joined(separator: "|") + ")*"
    }
}
