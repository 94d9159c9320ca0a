/// The words of the user's language that a confirm step takes for yes and no, besides `y`,
/// `yes`, `n` and `no`, which it always takes (so a recorded run replays in any language).
///
/// They are data the host passes in (the CLI reads them from its message catalogue), as is
/// the sentence that refuses another word: the core holds no language of its own.
public struct ConfirmWords: Sendable, Equatable {
    /// More words for yes, lowercased (`j`, `ja`).
    public var yes: [String]
    /// More words for no, lowercased (`n`, `nein`).
    public var no: [String]
    /// The refusal of a word that is neither: `{words}` is replaced by the words taken,
    /// `{found}` by the word typed. English by default.
    public var refusalTemplate: String

    public init(yes: [String] = [], no: [String] = [], refusalTemplate: String = "expected {words}, found '{found}'") {
        self.yes = yes
        self.no = no
        self.refusalTemplate = refusalTemplate
    }

    /// The word an answer of yes is shown with: the language's last (whole) word, else `yes`.
    public var shownYes: String { yes.last ?? "yes" }
    /// The word an answer of no is shown with: the language's last (whole) word, else `no`.
    public var shownNo: String { no.last ?? "no" }

    /// What `--record` keeps for a confirm answer typed as `line`: `yes` or `no` for a word
    /// of the language (`ja`), so the recording replays in any language; nil for any other
    /// line (`y`, `yes` and the rest are kept as typed).
    public func recordedWord(for line: String) -> String? {
        let word = line.trimmingASCIIWhitespace().lowercased()
        if ["y", "yes", "true", "n", "no", "false"].contains(word) { return nil }
        if yes.contains(word) { return "yes" }
        if no.contains(word) { return "no" }
        return nil
    }

    /// The refusal of `found`: `expected y, yes, n or no, found 'maybe'`; with words of a
    /// language, those first and all of them listed with commas.
    func refusal(found: String) -> String {
        var words = "y, yes, n or no"
        if !yes.isEmpty || !no.isEmpty {
            var all: [String] = []
            for word in yes + no + ["y", "yes", "n", "no"] where !all.contains(word) { all.append(word) }
            words = all.joined(separator: ", ")
        }
        return refusalTemplate.filling(["words": words, "found": found])
    }
}
