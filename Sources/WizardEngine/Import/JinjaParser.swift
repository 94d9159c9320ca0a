/// Reads the Jinja that questionnaire defaults use (outputs, `if`/`elif`/`else`, `now`, comments,
/// whitespace control) into `JinjaNode` values; any other statement is untranslatable.
struct JinjaParser {
    /// The delimiters (Copier's `_envops` may change them).
    var variableStart = "{{"
    var variableEnd = "}}"
    var blockStart = "{%"
    var blockEnd = "%}"
    var commentStart = "{#"
    var commentEnd = "#}"
    /// Jinja's `trim_blocks`: the first line break after a block tag is dropped.
    var trimsBlocks = false
    /// Jinja's `lstrip_blocks`: blanks before a block tag at the start of a line are dropped.
    var lstripsBlocks = false

    /// Whether `text` holds any Jinja syntax.
    func hasJinja(_ text: String) -> Bool {
        text.contains(variableStart) || text.contains(blockStart) || text.contains(commentStart)
    }

    func template(_ source: String) throws(JinjaUntranslatable) -> [JinjaNode] {
        var rest = Substring(source)
        var tokens: [(kind: Character, body: String)] = []  // "t" text, "o" output, "b" block
        var stripNextLeading = false
        // Where each delimiter occurs next, searched again only once the text has passed it:
        // one that does not occur is not looked for again (a template of thousands of holes
        // was searched to its end for `{%` and `{#` once per hole).
        var nextOccurrence: [String: Range<Substring.Index>?] = [:]
        while !rest.isEmpty {
            let next = [variableStart, blockStart, commentStart].compactMap { d -> (String, Range<Substring.Index>)? in
                if let known = nextOccurrence[d], known.map({ $0.lowerBound >= rest.startIndex }) ?? true {
                    return known.map { (d, $0) }
                }
                let found = rest.firstRange(of: d)
                nextOccurrence[d] = .some(found)
                return found.map { (d, $0) }
            }
            .min { $0.1.lowerBound < $1.1.lowerBound }
            guard let (delimiter, range) = next else {
                tokens.append(("t", String(stripNextLeading ? trimLeading(rest) : rest)))
                break
            }
            var before = rest[..<range.lowerBound]
            if stripNextLeading { before = trimLeading(before) }
            var inner = rest[range.upperBound...]
            if lstripsBlocks && delimiter != variableStart && inner.first != "+" {
                let blanks = before.reversed().prefix { $0 == " " || $0 == "\t" }.count
                let lineStart = before.dropLast(blanks)
                if lineStart.isEmpty && tokens.isEmpty || lineStart.last == "\n" { before = lineStart }
            }
            if inner.first == "-" {
                before = trimTrailing(before)
                inner = inner.dropFirst()
            } else if inner.first == "+" {
                inner = inner.dropFirst()
            }
            tokens.append(("t", String(before)))
            let end = delimiter == variableStart ? variableEnd : delimiter == blockStart ? blockEnd : commentEnd
            guard let close = inner.firstRange(of: end) else {
                throw JinjaUntranslatable("'\(delimiter)' without its closing '\(end)'")
            }
            var body = inner[..<close.lowerBound]
            stripNextLeading = false
            if body.last == "-" {
                body = body.dropLast()
                stripNextLeading = true
            } else if body.last == "+" {
                body = body.dropLast()
            }
            if delimiter == variableStart { tokens.append(("o", String(body))) }
            if delimiter == blockStart { tokens.append(("b", String(body))) }
            rest = inner[close.upperBound...]
            if trimsBlocks && delimiter != variableStart && !stripNextLeading && rest.first == "\n" && body.last != "+" {
                rest = rest.dropFirst()
            }
        }
        var index = 0
        let nodes = try nodes(tokens, &index, until: [])
        if index < tokens.count { throw JinjaUntranslatable("'{% \(tokens[index].body.trimmed) %}' without its opening tag") }
        return nodes
    }

    private func trimLeading(_ s: Substring) -> Substring { s.drop { $0.isWhitespace } }
    private func trimTrailing(_ s: Substring) -> Substring {
        var t = s
        while let last = t.last, last.isWhitespace { t = t.dropLast() }
        return t
    }

    /// Nodes up to a block tag whose keyword is in `until` (left at `index`).
    private func nodes(_ tokens: [(kind: Character, body: String)], _ index: inout Int, until: Set<String>) throws(JinjaUntranslatable)
        -> [JinjaNode]
    {
        var out: [JinjaNode] = []
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case "t":
                if !token.body.isEmpty { out.append(.text(token.body)) }
                index += 1
            case "o":
                out.append(.output(try expression(token.body)))
                index += 1
            default:
                let words = token.body.trimmed
                let keyword = String(words.prefix { $0.isLetter || $0 == "_" })
                if until.contains(keyword) { return out }
                switch keyword {
                case "if":
                    out.append(try conditional(tokens, &index))
                case "now":
                    out.append(try now(String(words.dropFirst(3))))
                    index += 1
                case "":
                    throw JinjaUntranslatable("an empty '{% %}' tag")
                default:
                    throw JinjaUntranslatable("the '{% \(keyword) %}' statement has no counterpart")
                }
            }
        }
        if !until.isEmpty { throw JinjaUntranslatable("'{% if %}' without its '{% endif %}'") }
        return out
    }

    private func conditional(_ tokens: [(kind: Character, body: String)], _ index: inout Int) throws(JinjaUntranslatable) -> JinjaNode {
        var branches: [(JinjaExpression, [JinjaNode])] = []
        var otherwise: [JinjaNode]?
        var condition = try expression(String(tokens[index].body.trimmed.dropFirst(2)))
        index += 1
        while true {
            let body = try nodes(tokens, &index, until: ["elif", "else", "endif"])
            let tag = tokens[index].body.trimmed
            index += 1
            if tag.hasPrefix("elif") {
                branches.append((condition, body))
                condition = try expression(String(tag.dropFirst(4)))
            } else if tag.hasPrefix("else") {
                branches.append((condition, body))
                otherwise = try nodes(tokens, &index, until: ["endif"])
                index += 1
                return .conditional(branches, otherwise: otherwise)
            } else {
                branches.append((condition, body))
                return .conditional(branches, otherwise: nil)
            }
        }
    }

    /// `{% now 'utc' %}`, `{% now 'local', '%Y' %}` (jinja2-time).
    private func now(_ arguments: String) throws(JinjaUntranslatable) -> JinjaNode {
        var lexer = JinjaLexer(arguments)
        let tokens = try lexer.tokens()
        var strings: [String] = []
        var i = 0
        while i < tokens.count {
            guard case .string(let s) = tokens[i] else {
                throw JinjaUntranslatable("'{% now \(arguments.trimmed) %}': only a zone and a format are translated (no offsets)")
            }
            strings.append(s)
            i += 1
            if i < tokens.count {
                guard tokens[i] == .symbol(",") else {
                    throw JinjaUntranslatable("'{% now \(arguments.trimmed) %}': only a zone and a format are translated (no offsets)")
                }
                i += 1
            }
        }
        guard (1...2).contains(strings.count) else { throw JinjaUntranslatable("'{% now %}' needs a zone") }
        return .now(zone: strings[0], format: strings.count == 2 ? strings[1] : nil)
    }

    func expression(_ source: String) throws(JinjaUntranslatable) -> JinjaExpression {
        var lexer = JinjaLexer(source)
        var parser = JinjaExpressionParser(tokens: try lexer.tokens())
        let e = try parser.conditional()
        guard parser.atEnd else { throw JinjaUntranslatable("unexpected '\(parser.describeCurrent())' in '\(source.trimmed)'") }
        return e
    }
}

extension StringProtocol {
    var trimmed: String {
        String(self.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
