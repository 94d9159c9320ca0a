/// What a coordinator shows for one screen: built by the caller's closure, as data.
///
/// The runner renders it like a flow step (breadcrumb, question, default, numbered
/// choices) and parses the line by `kind`, so every driver (plain, scripted, readline)
/// shows it and `:back`, `:root`, `:dismiss`, `:help`, `:quit` work on it.
public struct ScreenPrompt: Equatable, Sendable {
    /// The question.
    public var question: String
    /// What the screen accepts, with its default.
    public var kind: Kind
    /// Shown on `:help`.
    public var help: String?
    /// Shown once above the question when the screen comes on top (a message screen's
    /// text, an explanation).
    public var intro: String?

    /// What a screen accepts and the answer it gives.
    public enum Kind: Equatable, Sendable {
        /// Any line, as `AnswerValue.string`. Empty input gives the default, else `""`
        /// when not required, else it is refused.
        case text(default: String? = nil, isRequired: Bool = true)
        /// `y`, `yes`, `n`, `no` (any case), as `AnswerValue.bool`; empty gives the default.
        case confirm(default: Bool? = nil)
        /// A 1-based number or a value, as `AnswerValue.string` (the value); empty gives
        /// the default. Tab completes the values.
        case select([String], default: String? = nil)
    }

    /// Creates a prompt.
    ///
    /// - Parameters:
    ///   - question: the line asked, below the breadcrumb.
    ///   - kind: what is accepted; any non-empty line unless given.
    ///   - help: shown on `:help`.
    ///   - intro: shown once above the question when the screen comes on top.
    public init(_ question: String, kind: Kind = .text(), help: String? = nil, intro: String? = nil) {
        self.question = question
        self.kind = kind
        self.help = help
        self.intro = intro
    }
}
