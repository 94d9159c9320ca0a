/// "Did you mean": the closest candidate by edit distance, for messages outside the
/// loader (commands, options, `back ID`). One rule everywhere: see `closestMatch`.
package enum Suggestions {
    /// The candidate closest to `word`, ignoring case: at most 2 edits and half the word's
    /// length, ties broken alphabetically.
    ///
    /// - Parameters:
    ///   - word: what the user typed.
    ///   - candidates: the names it could have meant.
    /// - Returns: the closest candidate as spelled in `candidates`, or nil when none is
    ///   close enough.
    /// - Complexity: O(candidates × word length × candidate length).
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        closestMatch(to: word, among: candidates)
    }
}
