import WizardEngine

/// The parts of the command line's description that are not commands, for help, the manual page and docs/cli.md.
/// Help's sentences are keys of the message catalogues; the environment and the files are
/// listed only in the reference documents, which are English.
enum CommandLineReference {
    /// One line of a two-column list of help: what is typed (never translated) and what it does.
    struct Item: Equatable {
        var term: String
        var meaning: MessageKey
        /// The term's own key when it is words rather than something typed (`empty line`).
        var termKey: MessageKey? = nil

        /// The term as `messages` word it.
        func term(_ messages: Messages) -> String { termKey.map { messages.text($0) } ?? term }
    }

    /// One line of the reference documents' English-only lists (environment, files).
    struct DocumentItem: Equatable {
        var term: String
        var meaning: String
    }

    static let title = MessageKey.helpTitle

    /// What a line typed at a prompt (or piped) can be.
    static let promptCommands: [Item] = [
        Item(term: ":back", meaning: .helpPromptBack),
        Item(term: ":back ID", meaning: .helpPromptBackTo),
        Item(term: ":root", meaning: .helpPromptRoot),
        Item(term: ":dismiss", meaning: .helpPromptDismiss),
        Item(term: ":help", meaning: .helpPromptHelp),
        Item(term: ":quit", meaning: .helpPromptQuit),
        Item(term: "::text", meaning: .helpPromptColon),
        Item(term: "empty line", meaning: .helpPromptEmptyLine, termKey: .helpPromptEmptyLineTerm),
    ]

    /// What an empty line does after `:back`, in each mode.
    static let emptyLineAfterBack = MessageKey.helpPromptAfterBack

    static let exitStatuses: [Item] = [
        Item(term: "0", meaning: .helpExit0),
        Item(term: "1", meaning: .helpExit1),
        Item(term: "2", meaning: .helpExit2),
        Item(term: "3", meaning: .helpExit3),
        Item(term: "130", meaning: .helpExit130),
        Item(term: "143", meaning: .helpExit143),
        Item(term: "129", meaning: .helpExit129),
        Item(term: "131", meaning: .helpExit131),
    ]

    static let environment: [DocumentItem] = [
        DocumentItem(term: "WIZARD_FLOWS_PATH", meaning: "colon-separated folders searched for flow ids after ./Flows"),
        DocumentItem(term: "XDG_STATE_HOME", meaning: "where history and sessions are kept (default ~/.local/state), under wizard/"),
        DocumentItem(term: "NO_COLOR", meaning: "when set and not empty, no colour"),
        DocumentItem(term: "TERM", meaning: "dumb: no colour"),
        DocumentItem(term: "INPUTRC", meaning: "readline's init file (default ~/.inputrc); bind keys inside $if wizard"),
    ]

    static let files: [DocumentItem] = [
        DocumentItem(term: "~/.local/state/wizard/sessions/FLOW.json", meaning: "the saved session of a stopped run (mode 0600)"),
        DocumentItem(term: "~/.local/state/wizard/history/FLOW", meaning: "a flow's input history (never secrets)"),
        DocumentItem(term: "~/.inputrc", meaning: "key bindings: wizard-back, wizard-root, wizard-dismiss, wizard-help"),
    ]
}
