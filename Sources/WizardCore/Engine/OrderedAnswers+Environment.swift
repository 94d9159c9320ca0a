extension OrderedAnswers {
    /// The answers as `NAME=value` lines, in flow order, safe for `eval` in sh and bash
    /// (docs/cli.md#--format-env-answers-as-shell-variables).
    ///
    /// - Parameters:
    ///   - prefix: put before every name (`--env-prefix`); empty for none.
    ///   - accepted: names the user accepts without the prefix (`--env-name`): an answer
    ///     whose name is one of them is printed under it (still refused when reserved).
    /// - Returns: the lines, or an empty string when there are no leaves.
    /// - Throws: `.collision` for the first two paths found that map to one name,
    ///   `.reservedName` for a name that changes how the shell behaves, `.holdsNUL` for a
    ///   value with a NUL.
    /// - Complexity: O(*n*) in the size of the answers.
    package func environmentLines(prefix: String = "", accepting accepted: Set<String> = []) throws(EnvironmentOutputError) -> String {
        var seen: [String: String] = [:]
        var out = ""
        for (path, value) in leaves() {
            let bare = environmentName(forAnswerPath: path)
            let name = accepted.contains(bare) ? bare : prefix + bare
            if let first = seen[name] {
                throw .collision(name: name, paths: [first, path])
            }
            if ShellVariableNames.isReserved(name) { throw .reservedName(path: path, name: name) }
            seen[name] = path
            let text = Self.plainText(value)
            if text.utf8.contains(0) { throw .holdsNUL(path: path) }
            out += Self.environmentAssignment(name, text) + "\n"
        }
        return out
    }

    /// `NAME=value` for `eval` in sh and bash. A value without terminal control characters
    /// is quoted as one shell word; one with them is built by a single `printf '%b'` from octal
    /// escapes, so no raw control byte is printed and the shell forks once.
    ///
    /// - Parameters:
    ///   - name: the variable name, already checked.
    ///   - text: the value as plain text.
    /// - Returns: one line of shell, without its newline.
    package static func environmentAssignment(_ name: String, _ text: String) -> String {
        guard text.unicodeScalars.contains(where: isTerminalControl) else { return name + "=" + environmentQuoted(text) }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if scalar == "'" {
                escaped += "'\\''"
            } else if scalar == "\\" {
                escaped += "\\\\"
            } else if isTerminalControl(scalar) {
                for byte in String(scalar).utf8 {
                    let octal = String(byte, radix: 8)
                    escaped += "\\0" + String(repeating: "0", count: 3 - octal.count) + octal
                }
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        // The `_` keeps the value's trailing newlines from `$(...)`.
        return name + "=\"$(printf '%b_' '" + escaped + "')\"; " + name + "=\"${" + name + "%_}\""
    }

    /// `text` as one shell word: as it is when every byte is plainly safe (letters, digits,
    /// `_-./,:@+`), else single-quoted with each `'` written as `'\''`.
    ///
    /// - Parameter text: the value.
    /// - Returns: the shell word, empty for an empty `text`.
    package static func environmentQuoted(_ text: String) -> String {
        if text.isEmpty { return "" }
        if isPlainWord(text) { return text }
        var out = "'"
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            if scalar == "'" { out += "'\\''" } else { out.unicodeScalars.append(scalar) }
        }
        return out + "'"
    }

    /// Whether every byte of `text` is plainly safe in a shell word: ASCII letters, digits
    /// and `_-./,:@+`.
    private static func isPlainWord(_ text: String) -> Bool {
        text.utf8.allSatisfy { c in
            (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
                || c == UInt8(ascii: "_") || c == UInt8(ascii: "-") || c == UInt8(ascii: ".")
                || c == UInt8(ascii: "/") || c == UInt8(ascii: ",") || c == UInt8(ascii: ":")
                || c == UInt8(ascii: "@") || c == UInt8(ascii: "+")
        }
    }

    /// An answer as plain text for the environment format.
    static func plainText(_ value: AnswerValue) -> String {
        switch value {
        case .null: ""
        case .bool(let b): b ? "true" : "false"
        case .integer(let i): String(i)
        case .number(let d): AnswerValue.formatNumber(d)
        case .string(let s): s
        case .array(let items): items.map(plainText).joined(separator: ",")
        case .object: value.jsonText
        }
    }

    /// `text` as one shell word: unquoted when every byte is plainly safe, else in single
    /// quotes with each `'` written as `'\''` and each terminal control character (see
    /// `isTerminalControl`) as `'"$(printf '\ooo')"'`, so no raw control byte is printed.
    /// A NUL cannot live in a shell variable: sh drops it (bash with a warning).
    ///
    /// - Parameter text: the value.
    /// - Returns: the shell word, empty for an empty `text`.
    package static func shellQuoted(_ text: String) -> String {
        if text.isEmpty { return "" }
        if isPlainWord(text) { return text }
        var out = "'"
        for scalar in text.unicodeScalars {
            if scalar == "'" {
                out += "'\\''"
            } else if isTerminalControl(scalar) {
                // Never a raw control byte on the terminal: the shell makes it from octal.
                out += "'\"$(printf '"
                for byte in String(scalar).utf8 { out += "\\" + String(byte, radix: 8) }
                out += "')\"'"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "'"
    }

    /// Whether a scalar could drive a terminal: C0 controls but tab and newline, DEL, C1
    /// controls and the bidirectional overrides.
    static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
