/// The candidate closest to `word` by edit distance, for every "did you mean" (flow
/// files, commands, options, `back ID`).
///
/// Case is ignored; a candidate is at most 2 edits and half the word's length away, and
/// ties go to the first in sorted order. When none is, a candidate the word abbreviates
/// (`int` for `integer`) is taken.
///
/// - Parameters:
///   - word: what the user typed.
///   - candidates: the names it could have meant.
/// - Returns: the closest candidate as spelled in `candidates`, or nil when none is close
///   enough.
/// - Complexity: O(candidates × word length), each distance computed in a band of width 5.
package func closestMatch(to word: String, among candidates: some Sequence<String>) -> String? {
    let candidates = Array(candidates)
    var suggestions = NameSuggestions(candidates)
    return suggestions.closest(to: word) ?? abbreviated(Array(word.lowercased().unicodeScalars), among: candidates)
}

/// The shortest candidate that `word` abbreviates (`int` → `integer`, `cnd` → `cond`): at
/// least 3 letters, the same first letter, and every letter found in order in the candidate.
private func abbreviated(_ word: [Unicode.Scalar], among candidates: some Sequence<String>) -> String? {
    guard word.count >= 3 else { return nil }
    var best: String?
    for candidate in candidates.sorted() {
        let other = Array(candidate.lowercased().unicodeScalars)
        guard other.count > word.count, other.first == word.first else { continue }
        var rest = other[...]
        let isInOrder = word.allSatisfy { letter in
            guard let found = rest.firstIndex(of: letter) else { return false }
            rest = rest[(found + 1)...]
            return true
        }
        if isInOrder, best.map({ candidate.count < $0.count }) ?? true { best = candidate }
    }
    return best
}

/// `did you mean 'x'?` for the closest candidate, or nil.
func didYouMean(_ word: String, among candidates: some Sequence<String>) -> MessageText? {
    closestMatch(to: word, among: candidates).map(didYouMean)
}

/// `did you mean 'x'?`: `name`, quoted.
func didYouMean(_ name: String) -> MessageText {
    MessageText(.loadDidYouMean, ["name": quoted(name)])
}

/// The Levenshtein distance between two scalar arrays (insertions, deletions,
/// substitutions) when it is at most `limit`, else nil: only the cells within `limit` of
/// the diagonal are computed, and the search stops at the first row that is all beyond
/// `limit`. Each cell computed is taken from `cells`.
func boundedEditDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int, cells: inout Int) -> Int? {
    guard abs(a.count - b.count) <= limit else { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    let beyond = limit + 1
    var previous = [Int](repeating: beyond, count: b.count + 1)
    for j in 0...min(b.count, limit) { previous[j] = j }
    var current = [Int](repeating: beyond, count: b.count + 1)
    for i in 1...a.count {
        let low = max(1, i - limit)
        let high = min(b.count, i + limit)
        current[low - 1] = low == 1 && i <= limit ? i : beyond
        var rowMinimum = current[low - 1]
        if low <= high {
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost, beyond)
                rowMinimum = min(rowMinimum, current[j])
            }
            cells -= high - low + 1
        }
        if high < b.count { current[high + 1] = beyond }
        if rowMinimum > limit { return nil }
        swap(&previous, &current)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
}
