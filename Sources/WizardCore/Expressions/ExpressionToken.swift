/// One token of the expression language.
struct ExpressionToken {
    enum Kind: Equatable {
        case end
        case leftParen, rightParen, comma
        case leftBracket, rightBracket
        /// `?` of a conditional, `:` of a conditional or a slice.
        case question, colon
        /// `??`, the fallback operator.
        case fallback
        case not
        /// A binary operator other than `in` (which is a name).
        case binary(BinaryOperator)
        /// `}}`, only inside a template hole.
        case closeHole
        /// A string or number literal.
        case literal(AnswerValue)
        /// A dotted name: `db.port`, `servers.1.host`, `len`, `true`, `in`.
        case name([String])
    }

    var kind: Kind
    /// The column (from 1, in Unicode scalars) where the token starts.
    var column: Int
    /// The token's UTF-8 byte range in the source.
    var start: Int
    var end: Int
}

extension ExpressionToken {
    /// How the token is named in messages: `'&&'`, `"abc"`, or nil for the end of the
    /// expression (a phrase of the catalogues); its text is kept as it is (whatever prints
    /// the message escapes it).
    func found(in bytes: [UInt8]) -> String? {
        if kind == .end { return nil }
        var text = String(decoding: bytes[start..<end], as: UTF8.self)
        if text.unicodeScalars.count > 40 {
            text = String(String.UnicodeScalarView(text.unicodeScalars.prefix(40))) + "…"
        }
        if case .literal(.string) = kind { return text }
        return "'\(text)'"
    }
}
