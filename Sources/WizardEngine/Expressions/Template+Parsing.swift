extension Template {
    /// Parses a template: text with `{{ expression }}` holes.
    ///
    /// Text outside holes is kept as is (a lone `{`, `}` or `}}` is text). Adjacent text
    /// is one part and empty text parts are left out, so `""` has no parts. Columns in
    /// errors and in the paths and calls of the parsed expressions count from the start of
    /// the template source.
    ///
    /// - Parameter source: the template text.
    /// - Returns: the template, with `source` kept for messages.
    /// - Throws: `ExpressionSyntaxError`: a hole's syntax error; `{{` with no closing `}}`
    ///   (at the column of the `{{`); an empty hole; a source longer than 64 KiB.
    /// - Complexity: O(n) in the length of `source`.
    public static func parse(_ source: String) throws(ExpressionSyntaxError) -> Template {
        try parse(source, using: ExpressionBuilder())
    }

    /// Parses a template as `parse(_:)` does, with `builder` as scratch space for its holes
    /// (reused from one template to the next, and left empty).
    static func parse(_ source: String, using builder: ExpressionBuilder) throws(ExpressionSyntaxError)
        -> Template
    {
        guard source.utf8.count <= ExpressionSyntaxError.maximumSourceLength else {
            throw ExpressionSyntaxError(message: "template longer than 64 KiB", column: 1)
        }
        return try source.withExpressionBytes { bytes throws(ExpressionSyntaxError) in
            try parse(source, bytes: bytes, builder: builder)
        }
    }

    /// Parses `source`, whose UTF-8 is `bytes`.
    private static func parse(_ source: String, bytes: UnsafeBufferPointer<UInt8>, builder: ExpressionBuilder)
        throws(ExpressionSyntaxError) -> Template
    {
        let brace = UInt8(ascii: "{")
        // `{{` pairs (overlapping ones too): at least the number of holes.
        var openings = 0
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == brace && previous == brace { openings += 1 }
            previous = byte
        }
        // No `{{`: the whole source is one text part (or none).
        guard openings > 0 else {
            return Template(literal: source)
        }
        // One `{{`: one hole, kept with its texts without an array (see `Template.Hole`).
        let single = openings == 1
        var parts: [StoredPart] = []
        if !single { parts.reserveCapacity(2 * openings + 1) }
        var prefix = ""
        var hole: CompactExpression?
        var index = 0
        var column = 1
        var textStart = 0
        while index < bytes.count {
            guard bytes[index] == brace, index + 1 < bytes.count, bytes[index + 1] == brace else {
                if bytes[index] & 0xC0 != 0x80 { column += 1 }
                index += 1
                continue
            }
            if textStart < index {
                let text = text(bytes, textStart..<index)
                if single { prefix = text } else { parts.append(.text(text)) }
            }
            var parser = try ExpressionParser(
                bytes: bytes, index: index + 2, column: column + 2, holeColumn: column, builder: builder)
            let expression = try parser.parseWhole()
            if single { hole = expression } else { parts.append(.hole(expression)) }
            index = parser.endIndex
            column = parser.endColumn
            textStart = index
        }
        let suffix = textStart < bytes.count ? text(bytes, textStart..<bytes.count) : ""
        if single, let hole {
            return Template(prefix: prefix, hole: hole, suffix: suffix, source: source)
        }
        if !suffix.isEmpty { parts.append(.text(suffix)) }
        return Template(storedParts: parts, source: source)
    }

    /// The text of `bytes[range]`.
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(utf8Bytes: UnsafeBufferPointer(rebasing: bytes[range]))
    }
}
