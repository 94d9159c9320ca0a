/// "Did you mean": the closest candidate by edit distance, within a fixed threshold.
public enum Suggestions {
    /// The candidate closest to `word` (ties broken alphabetically), if it is within
    /// `max(1, word.count / 3)` edits.
    ///
    /// - Complexity: O(candidates × word length × candidate length).
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let threshold = max(1, min(3, word.count / 3))
        var best: (distance: Int, candidate: String)?
        for candidate in Set(candidates).sorted() where candidate != word {
            let d = distance(word, candidate)
            if d <= threshold, d < (best?.distance ?? Int.max) { best = (d, candidate) }
        }
        return best?.candidate
    }

    /// Levenshtein distance over Unicode scalars.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
