/// Makes untrusted text safe to print on a terminal, so a flow cannot send escape sequences; the core
/// keeps text raw and everything that prints escapes it (docs/architecture.md).
public enum TerminalText {
    /// Escapes every control character for the terminal.
    ///
    /// `ESC` becomes `\e`; tab, newline and carriage return `\t`, `\n`, `\r`; other C0
    /// controls and DEL `\xNN`; C1 controls and the bidirectional overrides `\u{NNNN}`.
    ///
    /// - Parameters:
    ///   - text: untrusted text.
    ///   - keepingNewlines: keep `\n` as a real line break (for multi-line messages).
    /// - Returns: printable text; escaping twice gives the same result as once.
    /// - Complexity: O(length of `text`).
    public static func escape(_ text: String, keepingNewlines: Bool = false) -> String {
        func visible(_ scalar: Unicode.Scalar) -> String? {
            keepingNewlines && scalar == "\n" ? nil : terminalEscape(scalar)
        }
        // Most text has nothing to escape and is returned as it is.
        guard text.unicodeScalars.contains(where: { visible($0) != nil }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if let escaped = visible(scalar) {
                out += escaped
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Text from a file in single quotes, cut to 60 Unicode scalars and escaped for the
    /// terminal: `quoted(_:)` of the core, escaped.
    ///
    /// - Parameter text: the text to quote.
    /// - Returns: `'TEXT'`, escaped; the cut is made before escaping, so the result may be
    ///   longer than 62 characters.
    /// - Complexity: O(min(length of `text`, 60)).
    public static func quote(_ text: String) -> String {
        escape(quoted(text))
    }
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
