// The only file that imports CReadline (CI checks it): every readline function and variable
// the driver uses is touched here, behind a wrapper that names it.
//
// Readline is one global state machine; everything here runs on the thread that calls
// `ReadlineDriver.readLine`, hence the `nonisolated(unsafe)` stored properties. Readline keeps
// the `char *` it is given for names and word-break sets without copying, so those come from
// `strdup` and are never freed (a Swift string's temporary buffer would silently never bind).

@preconcurrency import CReadline
import WizardEngine

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// Thin wrappers over GNU readline, each naming the C function or variable it touches.
enum ReadlineBridge {
    // MARK: State shared with the C callbacks (one thread, see the file comment)

    nonisolated(unsafe) private static var isConfigured = false
    nonisolated(unsafe) private static var lineEnd: ReadlineLineEnd?
    nonisolated(unsafe) private static var prefill: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var completion = ReadlineCompletion()
    nonisolated(unsafe) private static var generatorIndex = 0
    nonisolated(unsafe) private static var textBeforeHelp: String?
    nonisolated(unsafe) private static var isSecretLine = false
    nonisolated(unsafe) private static var savedHistory: UnsafeMutablePointer<HISTORY_STATE>?
    /// Whether the bytes typed for the current line were all UTF-8 (see `readKey`).
    nonisolated(unsafe) private static var typedBytes = UTF8StreamCheck()
    /// The rest of a character `typedBytes` let through, handed to readline one by one.
    nonisolated(unsafe) private static var readyBytes: [UInt8] = []

    /// Word-break sets for `rl_completer_word_break_characters` (kept for the process).
    nonisolated(unsafe) private static let wholeLineBreaks = strdup("\n")
    nonisolated(unsafe) private static let listBreaks = strdup(" ,\t\n")

    /// The named commands, for `rl_add_defun`, and the keys bound to them by default.
    static let namedCommands: [(name: String, command: Command)] = [
        ("wizard-back", .back), ("wizard-root", .root), ("wizard-dismiss", .dismiss), ("wizard-help", .help),
    ]

    // MARK: Setup

    /// Readline measures and edits characters by the process's character type, which is
    /// "C" (one byte, one column) until a program sets it: a German prompt's "ß" then counted
    /// as two columns and broke the display of a wrapped line, and Backspace took one byte of
    /// an "ü". The environment's character type is used when it is UTF-8, else C.UTF-8.
    private static func useUTF8CharacterType() {
        let chosen = setlocale(LC_CTYPE, "")
        if chosen == nil || String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" { _ = setlocale(LC_CTYPE, "C.UTF-8") }
    }

    /// Configures readline once per process: `rl_readline_name` ("wizard", for `$if wizard`),
    /// `rl_instream`, `rl_outstream` (`bufferedStandardError`), `rl_catch_signals` and
    /// `rl_catch_sigwinch` (0: the driver handles signals), `rl_change_environment` (0), the
    /// `wizard-*` commands (`rl_add_defun`), `rl_initialize` (the inputrc), then the default
    /// keys with `rl_bind_keyseq_if_unbound_in_map`, so the user's inputrc always wins.
    static func configureOnce(defaultBindings: [ReadlineDriver.DefaultBinding]) {
        guard !isConfigured else { return }
        isConfigured = true
        rl_readline_name = UnsafePointer(strdup("wizard"))
        rl_instream = stdin
        rl_outstream = bufferedStandardError() ?? stderr
        rl_catch_signals = 0
        rl_catch_sigwinch = 0
        rl_change_environment = 0
        for (name, command) in namedCommands {
            let cName = strdup(name)
            switch command {
            case .back: _ = rl_add_defun(cName, { _, _ in ReadlineBridge.endLine(with: .back) }, -1)
            case .root: _ = rl_add_defun(cName, { _, _ in ReadlineBridge.endLine(with: .root) }, -1)
            case .dismiss: _ = rl_add_defun(cName, { _, _ in ReadlineBridge.endLine(with: .dismiss) }, -1)
            default: _ = rl_add_defun(cName, { _, _ in ReadlineBridge.endLine(with: .help) }, -1)
            }
        }
        addLongTextCommands()
        addChoiceCommands()
        useUTF8CharacterType()
        _ = rl_initialize()
        let emacs = rl_get_keymap_by_name("emacs")
        let viInsert = rl_get_keymap_by_name("vi-insert")
        for binding in defaultBindings {
            guard let function = rl_named_function(binding.command) else { continue }
            _ = rl_bind_keyseq_if_unbound_in_map(binding.keys, function, emacs)
            if binding.inViInsert { _ = rl_bind_keyseq_if_unbound_in_map(binding.keys, function, viInsert) }
        }
        bindChoiceKeys(in: [emacs, viInsert])
        rl_attempted_completion_function = { text, _, _ in ReadlineBridge.complete(text) }
        rl_getc_function = { stream in ReadlineBridge.readKey(stream) }
        using_history()
    }

    /// Standard error as a buffered stream (a close-on-exec copy of descriptor 2), so readline
    /// draws a prompt in one write, not one per character (`stderr` is unbuffered). Every entry
    /// point below flushes it before the driver writes to descriptor 2 or a key is awaited.
    private static func bufferedStandardError() -> UnsafeMutablePointer<FILE>? {
        let fd = fcntl(2, F_DUPFD_CLOEXEC, 3)
        guard fd >= 0 else { return nil }
        guard let stream = fdopen(fd, "w") else {
            close(fd)
            return nil
        }
        _ = setvbuf(stream, nil, _IOFBF, Int(BUFSIZ))
        return stream
    }

    private static func flushOutput() { _ = fflush(rl_outstream) }

    // MARK: One line in callback mode

    /// The key sequences bound to each of `commands` in the current keymap (`rl_get_keymap`,
    /// `rl_named_function`), written as `rl_invoking_keyseqs_in_map` writes them (`\ek`,
    /// `\e[1;3A`), in one walk for every command. Call after `configureOnce`.
    static func invokingKeys(of commands: [String]) -> [String: [String]] {
        let functions = commands.compactMap { command in
            rl_named_function(command).map { (address: unsafeBitCast($0, to: UnsafeRawPointer.self), command: command) }
        }
        var keys: [String: [String]] = [:]
        func walk(_ map: Keymap, prefix: String) {
            for key in 0..<Int(KEYMAP_SIZE) {
                guard let function = map[key].function else { continue }
                let address = unsafeBitCast(function, to: UnsafeRawPointer.self)
                if Int32(map[key].type) == ISKMAP {
                    walk(Keymap(mutating: address.assumingMemoryBound(to: KEYMAP_ENTRY.self)), prefix: prefix + keyName(key))
                } else if Int32(map[key].type) == ISFUNC, let match = functions.first(where: { $0.address == address }) {
                    keys[match.command, default: []].append(prefix + keyName(key))
                }
            }
        }
        if let map = rl_get_keymap() { walk(map, prefix: "") }
        return keys
    }

    /// One key of a sequence in inputrc notation: `\e`, `\C-x`, `\C-?`, `\\`, `\"`, the
    /// character itself, or three octal digits above ASCII (the slot for any other key, 256,
    /// is `\000`, as readline writes it).
    private static func keyName(_ key: Int) -> String {
        switch key {
        case 0x1B: return "\\e"
        case 0..<0x20:
            let letter = UInt8(key | 0x40)  // readline writes the letter in lower case
            return "\\C-" + String(UnicodeScalar((0x41...0x5A).contains(letter) ? letter + 0x20 : letter))
        case 0x7F: return "\\C-?"
        case 0x22, 0x5C: return "\\" + String(UnicodeScalar(UInt8(key)))
        case 0x20..<0x7F: return String(UnicodeScalar(UInt8(key)))
        default:
            let octal = String(key & 0xFF, radix: 8)
            return "\\" + String(repeating: "0", count: 3 - octal.count) + octal
        }
    }

    /// Starts reading a line: `rl_startup_hook` pre-fills it (`rl_insert_text`), nothing is
    /// echoed for a secret (`rl_redisplay_function`), `rl_callback_handler_install` prompts.
    static func beginLine(prompt: String, prefill text: String?, completion: ReadlineCompletion, isSecret: Bool) {
        lineEnd = nil
        typedBytes = UTF8StreamCheck()
        readyBytes = []
        textBeforeHelp = nil
        free(prefill)
        prefill = text.flatMap { $0.isEmpty ? nil : strdup($0) }
        self.completion = completion
        isSecretLine = isSecret
        rl_startup_hook = {
            if let text = ReadlineBridge.prefill { _ = rl_insert_text(text) }
            return 0
        }
        rl_completer_word_break_characters = UnsafePointer(completion.isList ? listBreaks : wholeLineBreaks)
        if isSecret {
            rl_redisplay_function = {}
            hideHistory()
        } else {
            rl_redisplay_function = rl_redisplay
        }
        rl_callback_handler_install(prompt) { line in ReadlineBridge.handleLine(line) }
        flushOutput()
    }

    /// Reads what is available on standard input and acts on it (`rl_callback_read_char`);
    /// how the line ended, once it has.
    static func readAvailable() -> ReadlineLineEnd? {
        // The rest of a character already read is not seen by `poll`: hand it over now.
        repeat { rl_callback_read_char() } while lineEnd == nil && !readyBytes.isEmpty
        flushOutput()
        return lineEnd
    }

    /// Ends the line the driver finished: resets `rl_startup_hook` and `rl_redisplay_function`
    /// and puts back the history hidden for a secret.
    static func finishLine() {
        rl_startup_hook = nil
        rl_redisplay_function = rl_redisplay
        restoreHistory()
        free(prefill)
        prefill = nil
    }

    /// Abandons the line for a signal: `rl_free_line_state`, `rl_callback_sigcleanup`,
    /// `rl_cleanup_after_signal` (restores the terminal) and `rl_callback_handler_remove`.
    static func abandonLine() {
        rl_free_line_state()
        rl_callback_sigcleanup()
        rl_cleanup_after_signal()
        rl_callback_handler_remove()
        finishLine()
        flushOutput()
    }

    /// Restores the terminal before the process stops on SIGTSTP (`rl_cleanup_after_signal`).
    static func suspend() {
        rl_cleanup_after_signal()
        flushOutput()
    }

    /// Preps the terminal after SIGCONT, redraws (`rl_reset_after_signal`, `rl_forced_update_display`).
    static func resume() {
        rl_reset_after_signal()
        _ = rl_forced_update_display()
        flushOutput()
    }

    /// Tells readline the window changed size and redraws the line (`rl_resize_terminal`).
    static func resizeTerminal() {
        rl_resize_terminal()
        flushOutput()
    }

    /// The text typed before `wizard-help` ended the line, so it can be put back.
    static var textTypedBeforeHelp: String? { textBeforeHelp }

    // MARK: History

    /// Reads the history file into a list capped at `limit` lines (`stifle_history`,
    /// `read_history`), and trims the file to its last `limit` lines
    /// (`history_truncate_file`) only when it held more (`history_lines_read_from_file`).
    static func loadHistory(from path: String, keeping limit: Int32) {
        stifle_history(limit)
        _ = read_history(path)
        if history_lines_read_from_file > limit { _ = history_truncate_file(path, limit) }
    }

    /// Adds a line to the in-memory history (`add_history`) unless it repeats the last one
    /// (`history_get` at `history_base + history_length - 1`), and appends it to the file
    /// (`append_history`).
    static func addHistory(_ line: String, appendingTo path: String?) {
        if history_length > 0, let last = history_get(history_base + history_length - 1),
            let lastLine = last.pointee.line, String(cString: lastLine) == line
        {
            return
        }
        add_history(line)
        if let path { _ = append_history(1, path) }
    }

    /// Hides the history while a secret is typed (`history_get_history_state`,
    /// `history_set_history_state` with an empty list), so Up cannot recall an answer
    /// invisibly and nothing is added.
    private static func hideHistory() {
        guard savedHistory == nil else { return }
        savedHistory = history_get_history_state()
        var empty = HISTORY_STATE()
        history_set_history_state(&empty)
    }

    /// Puts back the history hidden by `hideHistory` (`history_set_history_state`).
    private static func restoreHistory() {
        guard let saved = savedHistory else { return }
        history_set_history_state(saved)
        free(saved)
        savedHistory = nil
    }

    // MARK: C callbacks

    /// `rl_getc_function`: one byte of standard input, waiting with `poll(2)` on the signal
    /// pipe too (a key seen as readable can vanish, Ctrl-C flushes the input queue, and
    /// readline's own `rl_getc` would then wait forever). A resize is handled here
    /// (`rl_resize_terminal`), a stop stops with the terminal restored (`rl_deprep_terminal`,
    /// `rl_prep_terminal`); a stopping signal returns EOF and stays pending (`Signals`)
    /// for the driver. Bytes go through `typedBytes`: readline only sees whole UTF-8 characters.
    private static func readKey(_ stream: UnsafeMutablePointer<FILE>?) -> Int32 {
        if !readyBytes.isEmpty { return Int32(readyBytes.removeFirst()) }
        let fd = stream.map { fileno($0) } ?? 0
        let signalFD = Signals.wakeDescriptor ?? -1
        while true {
            flushOutput()
            var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: signalFD, events: Int16(POLLIN), revents: 0)]
            if poll(&fds, signalFD >= 0 ? 2 : 1, -1) < 0 {
                if errno == EINTR { continue }
                return EOF
            }
            if signalFD >= 0 && fds[1].revents & Int16(POLLIN) != 0 {
                for signal in Signals.drain() {
                    if signal == SIGWINCH {
                        rl_resize_terminal()
                    } else {
                        rl_deprep_terminal()
                        flushOutput()
                        _ = raise(SIGSTOP)
                        rl_prep_terminal(0)
                    }
                }
                if Signals.pendingSignal != nil { return EOF }
                continue
            }
            // Readable can turn into empty before `read` (Ctrl-C flushes the queue, and its
            // SIGINT may land before the read starts): read only what is really there.
            var available: Int32 = 0
            if ioctl(fd, UInt(FIONREAD), &available) == 0 && available == 0 && fds[0].revents & Int16(POLLHUP) == 0 {
                continue
            }
            var byte: UInt8 = 0
            let n = read(fd, &byte, 1)
            if n == 1 {
                let passed = typedBytes.take(byte)
                guard let first = passed.first else { continue }
                readyBytes = Array(passed.dropFirst())
                return Int32(first)
            }
            if n == 0 { return EOF }
            if errno == EINTR || errno == EAGAIN { continue }
            return EOF
        }
    }

    /// The line handler of `rl_callback_handler_install`: records the line (nil: end of input)
    /// unless a command ended it, frees it, and removes the handler (`rl_callback_handler_remove`).
    private static func handleLine(_ line: UnsafeMutablePointer<CChar>?) {
        if lineEnd == nil {
            // `String(cString:)` would silently replace invalid bytes with U+FFFD; and a
            // byte `typedBytes` dropped never reached readline, so the typed bytes are
            // judged too, not only the line handed back.
            if let line {
                let text = typedBytes.isValid ? String(validatingCString: line) : nil
                lineEnd = text.map(ReadlineLineEnd.line) ?? .notUTF8
            } else {
                lineEnd = .endOfInput
            }
        }
        free(line)
        rl_callback_handler_remove()
    }

    /// A `wizard-*` command: replaces the line by its typed form (`rl_replace_line`), so the
    /// scrollback reads like a typed command, redraws it and accepts it (`rl_newline`).
    private static func endLine(with command: Command) -> Int32 {
        if command == .help { textBeforeHelp = String(validatingCString: rl_line_buffer) }
        lineEnd = .command(command)
        let typed = WizardRunner.typedLine(of: command)
        rl_replace_line(typed, 0)
        rl_point = rl_end
        if isSecretLine {
            // Nothing of the secret is drawn; the command's name is not secret (`fputs` to
            // `rl_outstream`).
            fputs(typed, rl_outstream)
        } else {
            rl_redisplay()
        }
        return rl_newline(1, 0)
    }

    /// `rl_attempted_completion_function`: choice values (`rl_completion_matches`), else file
    /// names when the prompt completes paths, else nothing; a list's values end in a comma.
    private static func complete(_ text: UnsafePointer<CChar>?) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        rl_completion_append_character = completion.isList ? Int32(UInt8(ascii: ",")) : 0
        if !completion.candidates.isEmpty, let text {
            let prefix = String(cString: text)
            if completion.candidates.contains(where: { $0.hasPrefix(prefix) }) {
                rl_attempted_completion_over = 1
                return rl_completion_matches(text) { text, state in ReadlineBridge.nextCandidate(text, state) }
            }
        }
        rl_attempted_completion_over = completion.completesPaths ? 0 : 1
        return nil
    }

    /// The generator of `rl_completion_matches`: the next candidate starting with `text`
    /// (`strdup`: readline frees it); state 0 restarts.
    private static func nextCandidate(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
        if state == 0 { generatorIndex = 0 }
        let prefix = text.map { String(cString: $0) } ?? ""
        while generatorIndex < completion.candidates.count {
            let candidate = completion.candidates[generatorIndex]
            generatorIndex += 1
            if candidate.hasPrefix(prefix) { return strdup(candidate) }
        }
        return nil
    }

    // MARK: Picker keys

    /// The picker's named commands and what each does in a picker.
    static let choiceCommands: [(name: String, action: PickerAction)] = [
        ("wizard-choice-up", .up), ("wizard-choice-down", .down), ("wizard-choice-page-up", .pageUp),
        ("wizard-choice-page-down", .pageDown), ("wizard-choice-first", .first), ("wizard-choice-last", .last),
        ("wizard-choice-toggle", .toggle),
    ]

    /// Whether the current line is a picker's filter line, and whether it marks (multiselect).
    nonisolated(unsafe) private static var pickerMode: (isOn: Bool, allowsMany: Bool) = (false, false)
    /// Picker actions the keys of the current line asked for, not yet taken by the driver.
    nonisolated(unsafe) private static var pickerActions: [PickerAction] = []
    /// The function each default picker key had before it was bound, by key bytes: what the
    /// key does on a line that is not a picker's.
    nonisolated(unsafe) private static var keysBeforePicker: [[UInt8]: rl_command_func_t] = [:]

    /// Adds the `wizard-choice-*` commands (`rl_add_defun`), before the inputrc is read.
    private static func addChoiceCommands() {
        for (index, command) in choiceCommands.enumerated() {
            let name = strdup(command.name)
            // A C function pointer cannot capture: one closure per command, by position.
            switch index {
            case 0: _ = rl_add_defun(name, { count, key in ReadlineBridge.choiceKey(0, count, key) }, -1)
            case 1: _ = rl_add_defun(name, { count, key in ReadlineBridge.choiceKey(1, count, key) }, -1)
            case 2: _ = rl_add_defun(name, { count, key in ReadlineBridge.choiceKey(2, count, key) }, -1)
            case 3: _ = rl_add_defun(name, { count, key in ReadlineBridge.choiceKey(3, count, key) }, -1)
            case 4: _ = rl_add_defun(name, { count, key in ReadlineBridge.choiceKey(4, count, key) }, -1)
            case 5: _ = rl_add_defun(name, { count, key in ReadlineBridge.choiceKey(5, count, key) }, -1)
            default: _ = rl_add_defun(name, { count, key in ReadlineBridge.choiceKey(6, count, key) }, -1)
            }
        }
    }

    /// Binds the picker's default keys (`ReadlineDriver.choiceBindings`) in each keymap
    /// (`rl_function_of_keyseq`, `rl_bind_keyseq_in_map`), remembering what each key did,
    /// except a key the user's inputrc gave to another `wizard-*` command.
    private static func bindChoiceKeys(in maps: [Keymap?]) {
        let wizardFunctions = (namedCommands.map(\.name) + choiceCommands.map(\.name)).compactMap { rl_named_function($0) }
            .map { unsafeBitCast($0, to: UnsafeRawPointer.self) }
        for case let map? in maps {
            for binding in ReadlineDriver.choiceBindings {
                guard let function = rl_named_function(binding.command) else { continue }
                var type: Int32 = 0
                let before = rl_function_of_keyseq(binding.keys, map, &type)
                if let before, type == ISFUNC, wizardFunctions.contains(unsafeBitCast(before, to: UnsafeRawPointer.self)) { continue }
                if let before, type == ISFUNC, map == rl_get_keymap_by_name("emacs") {
                    keysBeforePicker[Array(binding.keys.utf8)] = before
                }
                _ = rl_bind_keyseq_in_map(binding.keys, function, map)
            }
        }
    }

    /// Makes the next lines a picker's filter lines (or ordinary lines again).
    static func setPickerMode(_ isOn: Bool, allowsMany: Bool) {
        pickerMode = (isOn, allowsMany)
        pickerActions = []
    }

    /// The picker actions asked for since the last call, and the filter line as it reads now
    /// (`rl_line_buffer`).
    static func takePickerInput() -> (actions: [PickerAction], line: String) {
        defer { pickerActions = [] }
        let line = rl_line_buffer.flatMap { String(validatingCString: $0) } ?? ""
        return (pickerActions, line)
    }

    /// Where the cursor is in the line, in columns after the prompt (`rl_point`), and how
    /// many columns the line takes (`rl_end`); for placing a picker's frame under it.
    static func lineColumns() -> (point: Int, end: Int) {
        guard let buffer = rl_line_buffer else { return (0, 0) }
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: Int(rl_end))
        let point = Int(rl_point)
        return (
            ScreenText.width(String(decoding: bytes.prefix(point), as: UTF8.self)), ScreenText.width(String(decoding: bytes, as: UTF8.self))
        )
    }

    /// A `wizard-choice-*` key: in a picker, queues its action (Space only marks in a
    /// multiselect); elsewhere does what the key did before (`rl_executing_keyseq`), or for a
    /// key of the user's own, the nearest line-editing command (`rl_get_previous_history`,
    /// `rl_get_next_history`, `rl_beginning_of_history`, `rl_end_of_history`, `rl_beg_of_line`,
    /// `rl_end_of_line`, `rl_insert`).
    private static func choiceKey(_ index: Int, _ count: Int32, _ key: Int32) -> Int32 {
        let action = choiceCommands[index].action
        if pickerMode.isOn && (action != .toggle || pickerMode.allowsMany) {
            pickerActions.append(action)
            return 0
        }
        if let sequence = rl_executing_keyseq, rl_key_sequence_length > 0 {
            let bytes = UnsafeBufferPointer(
                start: UnsafeRawPointer(sequence).assumingMemoryBound(to: UInt8.self), count: Int(rl_key_sequence_length))
            if let before = keysBeforePicker[Array(bytes)] { return before(count, key) }
        }
        switch action {
        case .up: return rl_get_previous_history(count, key)
        case .down: return rl_get_next_history(count, key)
        case .pageUp: return rl_beginning_of_history(count, key)
        case .pageDown: return rl_end_of_history(count, key)
        case .first: return rl_beg_of_line(count, key)
        case .last: return rl_end_of_line(count, key)
        case .toggle, .filter: return rl_insert(count, key)
        }
    }
}

// MARK: Long text

extension ReadlineBridge {
    nonisolated(unsafe) private static var acceptsLongText = false
    nonisolated(unsafe) private static var longTextEnd: LongTextEnd?

    /// Adds the long-text commands (`rl_add_defun`): `wizard-end-text` ends a long text
    /// (Enter elsewhere) and `wizard-edit-text` asks for the editor (a bell elsewhere).
    fileprivate static func addLongTextCommands() {
        _ = rl_add_defun(strdup("wizard-end-text"), { _, _ in ReadlineBridge.endLongText(.finish) }, -1)
        _ = rl_add_defun(strdup("wizard-edit-text"), { _, _ in ReadlineBridge.endLongText(.edit) }, -1)
    }

    nonisolated(unsafe) private static var isAltEnterBound = false

    /// Whether the lines read now belong to a long text, where the long-text commands act.
    /// The first time, binds Alt-Enter (`\e\C-m`) to `wizard-end-text` in the emacs keymap
    /// where it is unbound or still readline's own `vi-editing-mode` (`rl_function_of_keyseq`,
    /// `rl_bind_keyseq_in_map`): a binding from the user's inputrc is kept.
    static func setAcceptsLongText(_ accepts: Bool) {
        acceptsLongText = accepts
        longTextEnd = nil
        guard accepts, !isAltEnterBound, isConfigured else { return }
        isAltEnterBound = true
        guard let emacs = rl_get_keymap_by_name("emacs"), let endText = rl_named_function("wizard-end-text") else { return }
        let current = rl_function_of_keyseq("\\e\\C-m", emacs, nil)
        let viMode = rl_named_function("vi-editing-mode")
        let isViMode =
            viMode != nil && unsafeBitCast(current, to: UnsafeRawPointer?.self) == unsafeBitCast(viMode, to: UnsafeRawPointer?.self)
        let isDefault = current == nil || isViMode
        if isDefault { _ = rl_bind_keyseq_in_map("\\e\\C-m", endText, emacs) }
    }

    /// How the last line of a long text ended, if by a long-text command; cleared.
    static func takeLongTextEnd() -> LongTextEnd? {
        defer { longTextEnd = nil }
        return longTextEnd
    }

    /// A long-text command: records it and accepts the line as typed (`rl_newline`); outside
    /// a long text, ending acts as Enter and the editor rings the bell (`rl_ding`).
    private static func endLongText(_ end: LongTextEnd) -> Int32 {
        guard acceptsLongText else {
            if end == .finish { return rl_newline(1, 0) }
            return rl_ding()
        }
        longTextEnd = end
        return rl_newline(1, 0)
    }
}

// MARK: Waiting

extension ReadlineBridge {
    /// Re-reads the terminal's size after a SIGWINCH that arrived outside a line, while
    /// the run waited (`rl_reset_screen_size`); nothing is drawn.
    static func noteWindowResized() {
        rl_reset_screen_size()
    }
}
