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
/// - Complexity: O(candidates × word length × candidate length).
package func closestMatch(to word: String, among candidates: some Sequence<String>) -> String? {
    let target = Array(word.lowercased().unicodeScalars)
    let threshold = min(2, target.count / 2)
    var best: (distance: Int, candidate: String)?
    for candidate in candidates.sorted() where candidate != word {
        let other = Array(candidate.lowercased().unicodeScalars)
        guard abs(other.count - target.count) <= threshold else { continue }
        let distance = editDistance(target, other)
        guard distance <= threshold else { continue }
        if best == nil || distance < best?.distance ?? Int.max {
            best = (distance, candidate)
        }
    }
    return best?.candidate ?? abbreviated(target, among: candidates)
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
func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String? {
    closestMatch(to: word, among: candidates).map { "did you mean \(quoted($0))?" }
}

/// The Levenshtein distance between two scalar arrays (insertions, deletions, substitutions).
func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
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
