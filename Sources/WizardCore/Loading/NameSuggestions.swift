/// Candidate names prepared once (lowercased) for many "did you mean" searches, as a check
/// that reports many unknown names makes; the work of all its searches together is bounded.
package struct NameSuggestions {
    /// The candidates as spelled, and lowercased as scalars.
    private let candidates: [(name: String, folded: [Unicode.Scalar])]
    /// The distance cells its searches may still compute; once spent, searches find
    /// nothing, so a file of thousands of unknown names is reported quickly, the first
    /// of them with suggestions.
    private var remainingCells: Int

    /// The distance cells one value's searches compute at most (a few milliseconds).
    package static let cellBudget = 4_000_000

    /// Prepares the candidates.
    ///
    /// - Parameter candidates: the names a word could have meant.
    package init(_ candidates: some Sequence<String>, cellBudget: Int = NameSuggestions.cellBudget) {
        self.candidates = candidates.map { ($0, Array($0.lowercased().unicodeScalars)) }
        self.remainingCells = cellBudget
    }

    /// The candidate closest to `word`, as `closestMatch(to:among:)` says, or nil when none
    /// is close enough or the budget of this value's searches is spent.
    ///
    /// - Complexity: O(candidates × word length).
    package mutating func closest(to word: String) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        let threshold = min(2, target.count / 2)
        var best: (distance: Int, candidate: String)?
        for candidate in candidates where candidate.name != word {
            guard abs(candidate.folded.count - target.count) <= threshold else { continue }
            guard remainingCells > 0 else { return nil }
            guard let distance = boundedEditDistance(target, candidate.folded, limit: threshold, cells: &remainingCells)
            else { continue }
            if let current = best, current.distance < distance || (current.distance == distance && current.candidate < candidate.name) {
                continue
            }
            best = (distance, candidate.name)
        }
        return best?.candidate
    }
}
