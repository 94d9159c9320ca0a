/// Makes text from a file safe to print on a terminal: every control character is written
/// as a visible escape, so a flow file cannot send terminal escape sequences.
///
/// `ESC` becomes `\e`; tab, newline and carriage return become `\t`, `\n`, `\r`; other C0
/// controls and DEL become `\xNN`; C1 controls and the bidirectional overrides
/// (U+202A–U+202E, U+2066–U+2069) become `\u{NNNN}`. Other text, backslashes included, is
/// unchanged, so escaping twice gives the same result as escaping once.
///
/// - Parameter text: the text to print.
/// - Returns: `text` itself when nothing needs escaping, else the escaped copy.
/// - Complexity: O(length of `text`).
package func escapeForTerminal(_ text: String) -> String {
    var needsEscape = false
    for scalar in text.unicodeScalars where terminalEscape(scalar) != nil {
        needsEscape = true
        break
    }
    guard needsEscape else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 8)
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

/// Text from a file in single quotes for a message: escaped for the terminal and cut to
/// 60 Unicode scalars (`...` marks the cut).
///
/// The cut is made before escaping, so an escaped result may be longer than 60.
///
/// - Parameter text: the text to quote.
/// - Returns: `'TEXT'`, or `'FIRST-57-SCALARS...'` for a longer text.
/// - Complexity: O(min(length of `text`, 60)).
package func quoted(_ text: String) -> String {
    let limit = 60
    var scalars = text.unicodeScalars.prefix(limit + 1).map { $0 }
    var suffix = ""
    if scalars.count > limit {
        scalars = Array(scalars.prefix(limit - 3))
        suffix = "..."
    }
    var cut = ""
    cut.unicodeScalars.append(contentsOf: scalars)
    return "'" + escapeForTerminal(cut) + suffix + "'"
}
