extension ReadlineDriver {
    /// A default key binding of a `wizard-*` command.
    struct DefaultBinding {
        /// The key sequence in inputrc notation, as `rl_bind_keyseq` reads it.
        var keys: String
        /// The named readline command.
        var command: String
        /// Also bound in vi insert mode (sequences that do not start with a lone Esc).
        var inViInsert: Bool
    }

    /// The default keys, bound only where the user's inputrc left the sequence unbound.
    ///
    /// None of them is bound in readline 8.2's emacs keymap (checked with
    /// `rl_function_dumper` and `INPUTRC=/dev/null`), in Debian's /etc/inputrc, or in bash's
    /// own additions; the e2e tests check it again against the library. Deliberately not
    /// used: Alt-Left/Alt-Right (`\e[1;3D`/`\e[1;3C`, readline's backward-/forward-word),
    /// PageUp/PageDown (`\e[5~`/`\e[6~`, history-search), Alt-b (backward-word), Alt-g
    /// (bash's glob-complete-word). Alt-Up, Alt-Home and Alt-Down follow file managers and
    /// browsers ("up a level", "home") and sheets sliding down; the Meta letters work in every
    /// terminal as Esc then the letter.
    static let defaultBindings: [DefaultBinding] = [
        DefaultBinding(keys: "\\e[1;3A", command: "wizard-back", inViInsert: true),
        DefaultBinding(keys: "\\ek", command: "wizard-back", inViInsert: false),
        DefaultBinding(keys: "\\e[1;3H", command: "wizard-root", inViInsert: true),
        DefaultBinding(keys: "\\ea", command: "wizard-root", inViInsert: false),
        DefaultBinding(keys: "\\e[1;3B", command: "wizard-dismiss", inViInsert: true),
        DefaultBinding(keys: "\\ex", command: "wizard-dismiss", inViInsert: false),
        DefaultBinding(keys: "\\eOP", command: "wizard-help", inViInsert: true),
        DefaultBinding(keys: "\\eh", command: "wizard-help", inViInsert: false),
    ]

    /// The keystrokes, one per line, for `wizard --help` and `:help`.
    public static let keystrokeHelp = """
        Keystrokes (act at once, no Enter; rebind by name in ~/.inputrc inside $if wizard):
          Alt-Up    or Alt-k (Esc k)   wizard-back      go back one step, old answer pre-filled
          Alt-Home  or Alt-a (Esc a)   wizard-root      go back to the first step
          Alt-Down  or Alt-x (Esc x)   wizard-dismiss   close the sheet, discarding its answers
          F1        or Alt-h (Esc h)   wizard-help      the step's help and these lists
          Tab                          complete a choice value or a path
          Up, Down, Ctrl-R             this flow's history (never secrets)
          Ctrl-C, or Ctrl-D on an empty line   stop (exit status 130)
        """

    /// One line under the first prompt's header.
    public static let keystrokeHint =
        "Keys: Alt-Up back · Alt-Home first step · Alt-Down close sheet · F1 help · Tab complete (Esc k/a/x/h work too)"
}
