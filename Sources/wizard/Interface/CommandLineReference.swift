/// The parts of the command line's description that are not commands, for help, the manual page and docs/cli.md.
enum CommandLineReference {
    /// One line of a two-column list.
    struct Item: Equatable {
        var term: String
        var meaning: String
    }

    static let title = "wizard: multi-step onboarding flows in the terminal"

    /// What a line typed at a prompt (or piped) can be.
    static let promptCommands: [Item] = [
        Item(term: ":back", meaning: "go back one step; its old answer becomes the draft"),
        Item(term: ":back ID", meaning: "go back to a step by id or answer path (db.port)"),
        Item(term: ":root", meaning: "go back to the first step (of the current sheet or cover)"),
        Item(term: ":dismiss", meaning: "close the current sheet, discarding its answers"),
        Item(term: ":help", meaning: "the step's help, these commands and the keys"),
        Item(term: ":quit", meaning: "stop; the session is saved (exit status 130)"),
        Item(term: "::text", meaning: "answer with a text that starts with ':'"),
        Item(term: "empty line", meaning: "the step's default (\"\" for an optional step)"),
    ]

    /// What an empty line does after `:back`, in each mode.
    static let emptyLineAfterBack =
        "After :back at a terminal, the draft is pre-filled in the line, so Enter keeps it. Piped, nothing is pre-filled: an empty line takes the step's default, not the draft; send the old answer again to keep it."

    static let exitStatuses: [Item] = [
        Item(term: "0", meaning: "the flow completed (or the command succeeded)"),
        Item(term: "1", meaning: "the flow cannot be found, loaded or checked; no saved session to resume"),
        Item(term: "2", meaning: "usage error: unknown option, missing argument, --set without ="),
        Item(term: "3", meaning: "answers error: missing or invalid answer, --strict unknown key, piped input ended"),
        Item(term: "130", meaning: "interrupted (Ctrl-C) or :quit; the session is saved"),
        Item(term: "143", meaning: "SIGTERM; the session is saved"),
        Item(term: "129", meaning: "SIGHUP; the session is saved"),
        Item(term: "131", meaning: "SIGQUIT (Ctrl-\\); the session is saved"),
    ]

    static let environment: [Item] = [
        Item(term: "WIZARD_FLOWS_PATH", meaning: "colon-separated folders searched for flow ids after ./Flows"),
        Item(term: "XDG_STATE_HOME", meaning: "where history and sessions are kept (default ~/.local/state), under wizard/"),
        Item(term: "NO_COLOR", meaning: "when set and not empty, no colour"),
        Item(term: "TERM", meaning: "dumb: no colour"),
        Item(term: "INPUTRC", meaning: "readline's init file (default ~/.inputrc); bind keys inside $if wizard"),
    ]

    static let files: [Item] = [
        Item(term: "~/.local/state/wizard/sessions/FLOW.json", meaning: "the saved session of a stopped run (mode 0600)"),
        Item(term: "~/.local/state/wizard/history/FLOW", meaning: "a flow's input history (never secrets)"),
        Item(term: "~/.inputrc", meaning: "key bindings: wizard-back, wizard-root, wizard-dismiss, wizard-help"),
    ]
}
