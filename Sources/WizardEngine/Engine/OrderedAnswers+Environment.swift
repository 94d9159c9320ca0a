/// Two answer paths that map to one `--format env` name.
package struct EnvironmentNameCollision: Error, Equatable, Sendable {
    /// The shared name.
    package var name: String
    /// The two answer paths, in flow order.
    package var paths: [String]
}

extension OrderedAnswers {
    /// The shell variable name of an answer path: `.` and `-` become `_`, upper-cased
    /// (`db.port` → `DB_PORT`).
    ///
    /// Same rule as `environmentName(forAnswerPath:)`.
    ///
    /// - Parameter path: a dotted answer path.
    /// - Returns: the variable name.
    /// - Complexity: O(*n*) in the length of `path`.
    package static func environmentName(for path: String) -> String {
        WizardEngine.environmentName(forAnswerPath: path)
    }

    /// The answers as `NAME=value` lines, safe for `eval` in sh and bash (docs/cli.md): values
    /// are single-quoted unless they are plainly safe, booleans print as `true`/`false`,
    /// arrays are joined by commas, an empty answer prints as `NAME=`.
    ///
    /// Null prints as `NAME=`, objects as compact JSON. Lines are in flow order, each ending
    /// in a newline.
    ///
    /// - Returns: the lines, or an empty string when there are no leaves.
    /// - Throws: `EnvironmentNameCollision` when two paths map to one name (the first two
    ///   found, in flow order); nothing is returned then.
    /// - Complexity: O(*n*) in the size of the answers.
    package func environmentLines() throws(EnvironmentNameCollision) -> String {
        var seen: [String: String] = [:]
        var out = ""
        for (path, value) in leaves() {
            let name = Self.environmentName(for: path)
            if let first = seen[name] {
                throw EnvironmentNameCollision(name: name, paths: [first, path])
            }
            seen[name] = path
            out += name + "=" + Self.shellQuoted(Self.plainText(value)) + "\n"
        }
        return out
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
    package static func shellQuoted(_ text: String) -> String {
        if text.isEmpty { return "" }
        let safe = text.utf8.allSatisfy { c in
            (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
                || c == UInt8(ascii: "_") || c == UInt8(ascii: "-") || c == UInt8(ascii: ".")
                || c == UInt8(ascii: "/") || c == UInt8(ascii: ",") || c == UInt8(ascii: ":")
                || c == UInt8(ascii: "@") || c == UInt8(ascii: "+")
        }
        if safe { return text }
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
