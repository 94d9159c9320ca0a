import WizardCore

extension YAMLReader {
    /// The rest of a plain scalar's first line (block or flow context), trailing blanks cut.
    mutating func plainLine(inFlow: Bool) -> String {
        // Collected in an array: appending to a String view copied it each time (quadratic).
        var scalars: [Unicode.Scalar] = []
        var pendingBlanks: [Unicode.Scalar] = []
        while let c = peek(), c != "\n" {
            if c == ":" && (Self.isBlankOrBreak(peek(1)) || (inFlow && Self.isFlowIndicator(peek(1)))) { break }
            if inFlow && Self.isFlowIndicator(c) { break }
            if Self.isBlank(c) {
                if peek(1) == "#" { break }
                pendingBlanks.append(c)
                pos += 1
                continue
            }
            if !pendingBlanks.isEmpty {
                scalars += pendingBlanks
                pendingBlanks.removeAll()
            }
            scalars.append(c)
            pos += 1
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars)
        return String(out)
    }

    /// Continues a block plain scalar over the following lines indented more than
    /// `parentIndent` (folding: one line break is a space, each empty line a newline).
    mutating func plainContinuation(_ value: inout String, parentIndent: Int) throws(ImportError) {
        while true {
            let save = pos
            skipBlanksInLine()
            guard peek() == "\n" else {
                pos = save
                break
            }
            // Look at the following lines: count empty ones, find the next content.
            var scan = pos
            var emptyLines = 0
            var lineContent = -1
            while scan < text.count {
                scan += 1  // past the '\n'
                var i = scan
                while i < text.count, Self.isBlank(text[i]) { i += 1 }
                if i >= text.count { break }
                if text[i] == "\n" {
                    emptyLines += 1
                    scan = i
                    continue
                }
                lineContent = i
                break
            }
            guard lineContent >= 0, column(of: lineContent) > parentIndent, text[lineContent] != "#",
                !isDocumentMarker("-", at: lineStarts[lineIndex(of: lineContent)]),
                !isDocumentMarker(".", at: lineStarts[lineIndex(of: lineContent)])
            else {
                pos = save
                break
            }
            pos = lineContent
            let segment = plainLine(inFlow: false)
            if peek() == ":" && Self.isBlankOrBreak(peek(1)) {
                throw failure(.importYAMLKeyInScalar, at: lineContent)
            }
            value += emptyLines == 0 ? " " : String(repeating: "\n", count: emptyLines)
            value += segment
        }
        try expectLineEnd()
    }

    /// The type of a plain scalar's text.
    func typedPlain(_ s: String) -> JSONNode.Value {
        switch s {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .number(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .number(-.infinity)
        case ".nan", ".NaN", ".NAN": return .number(.nan)
        default: break
        }
        if booleans == .yaml11 {
            switch s {
            case "yes", "Yes", "YES", "on", "On", "ON": return .bool(true)
            case "no", "No", "NO", "off", "Off", "OFF": return .bool(false)
            default: break
            }
        }
        if let integer = Self.integer(s) { return .integer(integer) }
        if Self.isFloat(s, needsDot: booleans == .yaml11), let d = Double(s) { return .number(d) }
        return .string(s)
    }

    static func integer(_ s: String) -> Int? {
        var body = Substring(s)
        var negative = false
        if body.first == "-" || body.first == "+" {
            negative = body.first == "-"
            body = body.dropFirst()
        }
        guard !body.isEmpty else { return nil }
        var radix = 10
        if body.hasPrefix("0x") {
            radix = 16
            body = body.dropFirst(2)
        } else if body.hasPrefix("0o") {
            radix = 8
            body = body.dropFirst(2)
        }
        guard !body.isEmpty, body.allSatisfy({ $0.isHexDigit }), let magnitude = Int(body, radix: radix) else { return nil }
        return negative ? -magnitude : magnitude
    }

    static func isFloat(_ s: String, needsDot: Bool) -> Bool {
        var body = Substring(s)
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        var mantissa = body
        var exponent: Substring?
        if let e = body.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = body[..<e]
            exponent = body[body.index(after: e)...]
        }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, !(parts.allSatisfy { $0.isEmpty }) else { return false }
        guard parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else { return false }
        if needsDot && parts.count < 2 { return false }
        if parts.count < 2 && exponent == nil { return false }
        if var exponent {
            if exponent.first == "-" || exponent.first == "+" { exponent = exponent.dropFirst() }
            guard !exponent.isEmpty, exponent.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        }
        return true
    }

    /// A single- or double-quoted scalar starting at `pos` (may span lines).
    mutating func quotedScalar(parentIndent: Int) throws(ImportError) -> JSONNode {
        let start = pos
        let quote = text[pos]
        pos += 1
        var out = String.UnicodeScalarView()
        while true {
            guard let c = peek() else { throw failure(.importYAMLUnterminatedQuote, at: start) }
            if c == quote {
                if quote == "'" && peek(1) == "'" {
                    out.append("'")
                    pos += 2
                    continue
                }
                pos += 1
                break
            }
            if c == "\\" && quote == "\"" {
                try escape(into: &out)
                continue
            }
            if c == "\n" || Self.isBlank(c) {
                // Fold: trailing blanks dropped; a break is a space, empty lines newlines.
                var scan = pos
                while scan < text.count, Self.isBlank(text[scan]) { scan += 1 }
                guard scan < text.count, text[scan] == "\n" else {
                    out.append(c)
                    pos += 1
                    continue
                }
                var breaks = 0
                while scan < text.count, text[scan] == "\n" || Self.isBlank(text[scan]) {
                    if text[scan] == "\n" { breaks += 1 }
                    scan += 1
                }
                pos = scan
                if breaks == 1 {
                    out.append(" ")
                } else {
                    out.append(contentsOf: String(repeating: "\n", count: breaks - 1).unicodeScalars)
                }
                continue
            }
            out.append(c)
            pos += 1
        }
        return node(.string(try checkedScalar(String(out), at: start)), at: start)
    }

    mutating func escape(into out: inout String.UnicodeScalarView) throws(ImportError) {
        let start = pos
        pos += 1
        guard let e = peek() else { throw failure(.importYAMLUnterminatedEscape, at: start) }
        pos += 1
        let simple: [Unicode.Scalar: Unicode.Scalar] = [
            "0": "\0", "a": "\u{07}", "b": "\u{08}", "t": "\t", "\t": "\t", "n": "\n", "v": "\u{0B}",
            "f": "\u{0C}", "r": "\r", "e": "\u{1B}", " ": " ", "\"": "\"", "/": "/", "\\": "\\",
            "N": "\u{85}", "_": "\u{A0}", "L": "\u{2028}", "P": "\u{2029}",
        ]
        if let s = simple[e] {
            out.append(s)
            return
        }
        if e == "\n" {
            // An escaped line break: the break and the next line's leading blanks vanish.
            while Self.isBlank(peek()) { pos += 1 }
            return
        }
        let digits = e == "x" ? 2 : e == "u" ? 4 : e == "U" ? 8 : 0
        guard digits > 0, pos + digits <= text.count else {
            throw failure(.importYAMLUnknownEscape, ["escape": "\\" + String(Character(e))], at: start)
        }
        let hex = String(String.UnicodeScalarView(text[pos..<pos + digits]))
        guard var code = UInt32(hex, radix: 16) else {
            throw failure(.importYAMLInvalidEscape, ["escape": "\\" + String(Character(e)) + hex], at: start)
        }
        pos += digits
        // A UTF-16 surrogate pair written as two escapes (as JSON does).
        if (0xD800...0xDBFF).contains(code), peek() == "\\", peek(1) == "u", pos + 6 <= text.count,
            let low = UInt32(String(String.UnicodeScalarView(text[(pos + 2)..<(pos + 6)])), radix: 16),
            (0xDC00...0xDFFF).contains(low)
        {
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            pos += 6
        }
        guard let scalar = Unicode.Scalar(code) else {
            throw failure(.importYAMLInvalidEscape, ["escape": "\\" + String(Character(e)) + hex], at: start)
        }
        out.append(scalar)
    }
}
