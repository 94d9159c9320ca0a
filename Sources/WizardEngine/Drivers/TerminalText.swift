/// Makes untrusted text (from a flow file, an answer or a file name) safe to print on a
/// terminal: control characters, C1 codes and bidirectional overrides become visible
/// escapes such as `\u{1B}`, so a flow cannot send escape sequences.
public enum TerminalText {
    /// Escapes every control character except (when `keepingNewlines`) `\n`.
    ///
    /// - Parameters:
    ///   - text: untrusted text.
    ///   - keepingNewlines: keep line breaks (multi-line messages); tabs become spaces.
    /// - Returns: printable text.
    public static func escape(_ text: String, keepingNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if keepingNewlines && scalar == "\n" {
                out.unicodeScalars.append(scalar)
            } else if keepingNewlines && scalar == "\t" {
                out += "    "
            } else if needsEscape(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether a scalar must not reach the terminal as is.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || v == 0x7F || (0x80..<0xA0).contains(v) || (0x202A...0x202E).contains(v)
            || (0x2066...0x2069).contains(v) || v == 0x200E || v == 0x200F || v == 0x061C
    }
}
