extension Template {
    /// Parses a template: text with `{{ expression }}` holes. Outside holes, text is kept
    /// as is (a lone `{` or `}}` too); columns count from the start of the source.
    ///
    /// - Parameter source: the template text.
    /// - Returns: the template, with `source` kept for messages.
    /// - Throws: `ExpressionSyntaxError`: a hole's syntax error, an unclosed `{{` (at its
    ///   column), an empty hole, or a source longer than 64 KiB.
    /// - Complexity: O(n) in the length of `source`.
    public static func parse(_ source: String) throws(ExpressionSyntaxError) -> Template {
        guard source.utf8.count <= ExpressionSyntaxError.maximumSourceLength else {
            throw ExpressionSyntaxError(.exprSyntaxTemplateTooLong, column: 1)
        }
        // Without holes the one text part is the source itself: no copy.
        guard holdsTemplateOpening(source) else { return Template(literal: source) }
        let bytes = Array(source.utf8)
        let brace = UInt8(ascii: "{")
        var parts: [Part] = []
        var index = 0
        var column = 1
        var textStart = 0
        while index < bytes.count {
            guard bytes[index] == brace, index + 1 < bytes.count, bytes[index + 1] == brace else {
                if bytes[index] & 0xC0 != 0x80 { column += 1 }
                index += 1
                continue
            }
            if textStart < index { parts.append(.text(String(decoding: bytes[textStart..<index], as: UTF8.self))) }
            var parser = try ExpressionParser(bytes: bytes, index: index + 2, column: column + 2, holeColumn: column)
            parts.append(.expression(try parser.parseWhole()))
            index = parser.endIndex
            column = parser.endColumn
            textStart = index
        }
        if textStart == 0 { return Template(literal: source) }
        if textStart < bytes.count { parts.append(.text(String(decoding: bytes[textStart...], as: UTF8.self))) }
        return Template(parts: parts, source: source)
    }
}

/// Whether `text` holds `{{` (a byte scan: `String.contains` runs a generic search).
func holdsTemplateOpening(_ text: String) -> Bool {
    var previous: UInt8 = 0
    for byte in text.utf8 {
        if byte == UInt8(ascii: "{") && previous == byte { return true }
        previous = byte
    }
    return false
}
