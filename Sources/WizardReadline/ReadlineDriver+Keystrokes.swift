import WizardEngine

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
        // Long text: Ctrl-X Ctrl-E opens the editor on it (Alt-Enter: `ReadlineBridge`).
        DefaultBinding(keys: "\\C-x\\C-e", command: "wizard-edit-text", inViInsert: true),
    ]

    /// The picker's default keys (raw key bytes, as terminals send them), bound in the emacs
    /// and vi insert keymaps. On a line that is not a picker's, each key keeps doing what it
    /// did before (Up recalls history, Space inserts a space).
    static let choiceBindings: [DefaultBinding] = [
        DefaultBinding(keys: "\u{1B}[A", command: "wizard-choice-up", inViInsert: true),
        DefaultBinding(keys: "\u{1B}OA", command: "wizard-choice-up", inViInsert: true),
        DefaultBinding(keys: "\u{10}", command: "wizard-choice-up", inViInsert: true),
        DefaultBinding(keys: "\u{1B}[B", command: "wizard-choice-down", inViInsert: true),
        DefaultBinding(keys: "\u{1B}OB", command: "wizard-choice-down", inViInsert: true),
        DefaultBinding(keys: "\u{0E}", command: "wizard-choice-down", inViInsert: true),
        DefaultBinding(keys: "\u{1B}[5~", command: "wizard-choice-page-up", inViInsert: true),
        DefaultBinding(keys: "\u{1B}[6~", command: "wizard-choice-page-down", inViInsert: true),
        DefaultBinding(keys: "\u{1B}[H", command: "wizard-choice-first", inViInsert: true),
        DefaultBinding(keys: "\u{1B}OH", command: "wizard-choice-first", inViInsert: true),
        DefaultBinding(keys: "\u{1B}[1~", command: "wizard-choice-first", inViInsert: true),
        DefaultBinding(keys: "\u{1B}[F", command: "wizard-choice-last", inViInsert: true),
        DefaultBinding(keys: "\u{1B}OF", command: "wizard-choice-last", inViInsert: true),
        DefaultBinding(keys: "\u{1B}[4~", command: "wizard-choice-last", inViInsert: true),
        DefaultBinding(keys: " ", command: "wizard-choice-toggle", inViInsert: true),
    ]

    /// The picker's commands and what each does, for `:help`.
    static let choiceMeanings: [(command: String, meaning: MessageKey)] = [
        ("wizard-choice-up", .keysChoiceUp),
        ("wizard-choice-down", .keysChoiceDown),
        ("wizard-choice-page-up", .keysChoicePageUp),
        ("wizard-choice-page-down", .keysChoicePageDown),
        ("wizard-choice-first", .keysChoiceFirst),
        ("wizard-choice-last", .keysChoiceLast),
        ("wizard-choice-toggle", .keysChoiceToggle),
    ]

    /// The `wizard-*` commands, what each does, and the word the start hint uses.
    static let commandMeanings: [(command: String, meaning: MessageKey, hint: String)] = [
        ("wizard-back", .keysBack, ":back"),
        ("wizard-root", .keysRoot, ":root"),
        ("wizard-dismiss", .keysDismiss, ":dismiss"),
        ("wizard-help", .keysHelp, ":help"),
    ]

    /// The keys bound by default, by command (inputrc notation), in `defaultBindings` order.
    public static var defaultKeys: [String: [String]] {
        var keys: [String: [String]] = [:]
        for binding in defaultBindings { keys[binding.command, default: []].append(binding.keys) }
        return keys
    }

    /// The keys bound to each `wizard-*` command now, after the user's inputrc: configures
    /// readline (once per process) and asks it for the sequences of each command.
    ///
    /// - Returns: by command name, the key sequences in inputrc notation (`\ek`); a command
    ///   the user unbound has none.
    public static func boundKeys() -> [String: [String]] {
        ReadlineBridge.configureOnce(defaultBindings: defaultBindings)
        let defaults = defaultKeys
        var keys = ReadlineBridge.invokingKeys(of: commandMeanings.map(\.command) + choiceMeanings.map(\.command))
        for (command, bound) in keys {
            // Readline lists them in keymap order; the defaults' order reads better.
            let order = defaults[command] ?? []
            keys[command] = bound.sorted {
                (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1)
            }
        }
        return keys
    }

    /// The keystrokes, one per line, for `wizard --help` and `:help`.
    ///
    /// - Parameters:
    ///   - keys: the keys bound to each command (`boundKeys()` or `defaultKeys`).
    ///   - messages: the language of the descriptions; English by default.
    /// - Returns: a heading, one line per command, then Tab, history and stop keys; no
    ///   trailing newline.
    public static func keystrokeHelp(_ keys: [String: [String]], messages: Messages = .english) -> String {
        let notBound = messages.text(.keysNotBound)
        let rows = commandMeanings.map { row in
            (
                keys: keyList(keys[row.command] ?? [], notBound: notBound, messages: messages), command: row.command,
                meaning: messages.text(row.meaning)
            )
        }
        // As narrow as the keys allow: the defaults fit in 80 columns.
        let width = max(12, rows.map(\.keys.count).max() ?? 0) + 2
        var lines = [messages.text(.keysHeading)]
        for row in rows {
            lines.append("  " + pad(row.keys, width) + pad(row.command, 16) + row.meaning)
        }
        lines.append(messages.text(.keysListHeading))
        for row in choiceMeanings {
            var names: [String] = []
            for name in (keys[row.command] ?? []).map({ localized(shortKeyName($0), messages) }) where !names.contains(name) {
                names.append(name)
            }
            let bound = names.isEmpty ? notBound : names.joined(separator: ", ")
            lines.append("  " + pad(bound, 18) + pad(row.command, 25) + messages.text(row.meaning))
        }
        lines.append("  " + pad("Tab", width + 16) + messages.text(.keysTab))
        let history = ["Up", "Down", "Ctrl-R"].map { localized($0, messages) }.joined(separator: ", ")
        lines.append("  " + pad(history, width + 16) + messages.text(.keysHistory))
        lines.append("  " + messages.text(.keysStop))
        return lines.joined(separator: "\n")
    }

    /// One line under the first prompt's header, naming the keys bound.
    ///
    /// - Parameters:
    ///   - keys: the keys bound to each command (`boundKeys()` or `defaultKeys`).
    ///   - messages: the language of the line; English by default.
    /// - Returns: `Keys: ` and each bound command's first one or two keys; unbound commands
    ///   are left out. No newline.
    public static func keystrokeHint(_ keys: [String: [String]], messages: Messages = .english) -> String {
        var parts: [String] = []
        for row in commandMeanings {
            // Short names here (`Alt-k`, not `Alt-k (Esc k)`): the line must stay short.
            let bound = (keys[row.command] ?? []).map { localized(shortKeyName($0), messages) }
            guard let first = bound.first else { continue }
            let named = bound.count > 1 ? messages.text(.keysHintEither, ["first": first, "second": bound[1]]) : first
            parts.append(named + " " + row.hint)
        }
        parts.append(messages.text(.keysHintTab))
        return messages.text(.keysHint, ["keys": parts.joined(separator: " · ")])
    }

    /// `Alt-Up, Alt-k (Esc k)`, or `(not bound)`; the key names in the language of `messages`.
    static func keyList(_ sequences: [String], notBound: String = "(not bound)", messages: Messages = .english) -> String {
        sequences.isEmpty ? notBound : sequences.map { localized(keyName($0), messages) }.joined(separator: ", ")
    }

    /// The words of keyboards in a key's name (`Ctrl`, `Up`, `Home`) as the keyboards of the
    /// language of `messages` say them (`Strg`, `↑`, `Pos1`); letters and `Alt` stay.
    static func localized(_ name: String, _ messages: Messages) -> String {
        let words: [String: MessageKey] = [
            "Ctrl": .keysNameCtrl, "Space": .keysNameSpace, "Up": .keysNameUp, "Down": .keysNameDown, "Left": .keysNameLeft,
            "Right": .keysNameRight, "Home": .keysNameHome, "End": .keysNameEnd, "PageUp": .keysNamePageUp, "PageDown": .keysNamePageDown,
        ]
        var result = ""
        var word = ""
        func flush() {
            result += words[word].map { messages.text($0) } ?? word
            word = ""
        }
        for character in name {
            if character == "-" || character == " " {
                flush()
                result.append(character)
            } else {
                word.append(character)
            }
        }
        flush()
        return result
    }

    /// A key sequence in inputrc notation as people name the key (`\e[1;3A` is Alt-Up,
    /// `\ek` Alt-k (Esc k), `\C-x\C-b` Ctrl-x Ctrl-b); an unknown sequence as it is.
    static func keyName(_ sequence: String) -> String {
        let name = shortKeyName(sequence)
        guard let letter = metaLetter(sequence) else { return name }
        return name + " (Esc \(letter))"
    }

    /// `keyName(_:)` without the `(Esc k)` that follows an Alt letter.
    static func shortKeyName(_ sequence: String) -> String {
        if let name = namedKey(sequence) { return name }
        if let letter = metaLetter(sequence) { return "Alt-\(letter)" }
        var words: [String] = []
        var rest = Substring(sequence)
        while !rest.isEmpty {
            if rest.hasPrefix("\\C-"), rest.count >= 4 {
                words.append("Ctrl-" + rest.dropFirst(3).prefix(1))
                rest = rest.dropFirst(4)
            } else if rest.hasPrefix("\\e\\C-"), rest.count >= 6 {
                words.append("Alt-Ctrl-" + rest.dropFirst(5).prefix(1))
                rest = rest.dropFirst(6)
            } else if let first = rest.first, first != "\\", first.isASCII, !first.isWhitespace {
                words.append(String(first))
                rest = rest.dropFirst()
            } else {
                return sequence
            }
        }
        return words.joined(separator: " ")
    }

    /// The name of a key whose sequence terminals agree on, or nil.
    private static func namedKey(_ sequence: String) -> String? {
        switch sequence {
        case "\\e[1;3A": "Alt-Up"
        case "\\e[1;3B": "Alt-Down"
        case "\\e[1;3C": "Alt-Right"
        case "\\e[1;3D": "Alt-Left"
        case "\\e[1;3H": "Alt-Home"
        case "\\e[1;3F": "Alt-End"
        case "\\eOP", "\\e[11~": "F1"
        case "\\eOQ", "\\e[12~": "F2"
        case "\\eOR", "\\e[13~": "F3"
        case "\\eOS", "\\e[14~": "F4"
        case "\\e[15~": "F5"
        case "\\e[A", "\\eOA": "Up"
        case "\\e[B", "\\eOB": "Down"
        case "\\e[H", "\\eOH", "\\e[1~": "Home"
        case "\\e[F", "\\eOF", "\\e[4~": "End"
        case "\\e[5~": "PageUp"
        case "\\e[6~": "PageDown"
        case " ": "Space"
        default: nil
        }
    }

    /// The letter of an Alt-letter sequence (`\ek` or `\M-k`), or nil.
    private static func metaLetter(_ sequence: String) -> Substring? {
        for prefix in ["\\e", "\\M-"] where sequence.hasPrefix(prefix) {
            let rest = sequence.dropFirst(prefix.count)
            if rest.count == 1 { return rest }
        }
        return nil
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }
}
