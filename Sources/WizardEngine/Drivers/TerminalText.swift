/// Makes untrusted text (from a flow file, an answer or a file name) safe to print on a
/// terminal: control characters, C1 codes and bidirectional overrides become visible
/// escapes (`\\e`, `\\x07`, `\\u{202E}`), so a flow cannot send escape sequences.
///
/// The core keeps such text raw in its messages and errors; everything that prints them
/// (the drivers, `DiagnosticRenderer`, the command line) escapes at the point of printing
/// (docs/architecture.md).
public enum TerminalText {
    /// Escapes every control character; with `keepingNewlines`, line breaks stay (for
    /// multi-line messages) and each line is escaped on its own.
    public static func escape(_ text: String, keepingNewlines: Bool = false) -> String {
        guard keepingNewlines else { return escapeForTerminal(text) }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { escapeForTerminal(String($0)) }.joined(separator: "\n")
    }

    /// Text from a file in single quotes, cut to 60 Unicode scalars and escaped for the
    /// terminal: `quoted(_:)` of the core, escaped.
    public static func quote(_ text: String) -> String {
        escapeForTerminal(quoted(text))
    }
}

/// Makes text from a file safe to print on a terminal: every control character is written
/// as a visible escape, so a flow file cannot send terminal escape sequences.
///
/// `ESC` becomes `\e`; tab, newline and carriage return become `\t`, `\n`, `\r`; other C0
/// controls and DEL become `\xNN`; C1 controls and the bidirectional overrides
/// (U+202A–U+202E, U+2066–U+2069) become `\u{NNNN}`. Other text, backslashes included, is
/// unchanged, so escaping twice gives the same result as escaping once.
package func escapeForTerminal(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
        if let escaped = terminalEscape(scalar) {
            out += escaped
        } else {
            out.unicodeScalars.append(scalar)
        }
    }
    return out
}

/// The visible form of a control scalar, or nil when the scalar prints as itself.
private func terminalEscape(_ scalar: Unicode.Scalar) -> String? {
    let v = scalar.value
    switch v {
    case 0x1B: return "\\e"
    case 0x09: return "\\t"
    case 0x0A: return "\\n"
    case 0x0D: return "\\r"
    case 0x00..<0x20, 0x7F: return "\\x" + hexDigits(v, width: 2)
    case 0x80..<0xA0, 0x202A...0x202E, 0x2066...0x2069: return "\\u{" + hexDigits(v, width: 4) + "}"
    default: return nil
    }
}

private func hexDigits(_ v: UInt32, width: Int) -> String {
    let hex = String(v, radix: 16)
    return String(repeating: "0", count: max(0, width - hex.count)) + hex
}
