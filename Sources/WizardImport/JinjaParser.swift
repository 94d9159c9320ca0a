import WizardCore

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
    /// The template folder's files that `{% from %}`, `{% import %}` and `{% include %}` name,
    /// read beforehand by the importer (only files inside the folder); a name not here is
    /// not translated.
    var files: [String: String] = [:]

    /// A `{% macro %}`: its parameters (with their default values) and its body.
    struct Macro: Sendable {
        var parameters: [(name: String, fallback: JinjaExpression?)]
        var body: [JinjaNode]
    }

    /// The macros a template can call: by name, and by `namespace.name` after `{% import %}`.
    struct Scope {
        var macros: [String: Macro] = [:]
        var depth = 0
    }

    /// How deep imports and includes may nest.
    static let maximumFileDepth = 8

    /// Whether `text` holds any Jinja syntax.
    func hasJinja(_ text: String) -> Bool {
        text.contains(variableStart) || text.contains(blockStart) || text.contains(commentStart)
    }

    func template(_ source: String) throws(JinjaUntranslatable) -> [JinjaNode] {
        var scope = Scope()
        return try template(source, scope: &scope)
    }

    func template(_ source: String, scope: inout Scope) throws(JinjaUntranslatable) -> [JinjaNode] {
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
                throw JinjaUntranslatable(.importJinjaUnclosed, ["open": delimiter, "close": end])
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
        let nodes = try nodes(tokens, &index, until: [], scope: &scope)
        if index < tokens.count { throw JinjaUntranslatable(.importJinjaNoOpening, ["tag": tokens[index].body.trimmed]) }
        return nodes
    }

    private func trimLeading(_ s: Substring) -> Substring { s.drop { $0.isWhitespace } }
    private func trimTrailing(_ s: Substring) -> Substring {
        var t = s
        while let last = t.last, last.isWhitespace { t = t.dropLast() }
        return t
    }

    /// Nodes up to a block tag whose keyword is in `until` (left at `index`).
    private func nodes(
        _ tokens: [(kind: Character, body: String)], _ index: inout Int, until: Set<String>, scope: inout Scope
    ) throws(JinjaUntranslatable) -> [JinjaNode] {
        var out: [JinjaNode] = []
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case "t":
                if !token.body.isEmpty { out.append(.text(token.body)) }
                index += 1
            case "o":
                let e = try expression(token.body)
                if let expanded = try expandedCall(e, scope: scope) { out += expanded } else { out.append(.output(e)) }
                index += 1
            default:
                let words = token.body.trimmed
                let keyword = String(words.prefix { $0.isLetter || $0 == "_" })
                if until.contains(keyword) { return out }
                switch keyword {
                case "if":
                    out.append(try conditional(tokens, &index, scope: &scope))
                case "macro":
                    let (name, macro) = try macroDefinition(String(words.dropFirst(5)), tokens, &index, scope: &scope)
                    scope.macros[name] = macro
                case "now":
                    out.append(try now(String(words.dropFirst(3))))
                    index += 1
                case "from", "import", "include":
                    do {
                        out += try fileStatement(keyword, String(words.dropFirst(keyword.count)), scope: &scope)
                    } catch {
                        out.append(
                            .untranslatable(MessageText(.importJinjaInStatement, ["statement": words], parts: ["reason": error.text])))
                    }
                    index += 1
                case "":
                    throw JinjaUntranslatable(.importJinjaEmptyTag)
                default:
                    throw JinjaUntranslatable(.importJinjaStatement, ["keyword": keyword])
                }
            }
        }
        if !until.isEmpty { throw JinjaUntranslatable(.importJinjaNoEndif) }
        return out
    }

    private func conditional(
        _ tokens: [(kind: Character, body: String)], _ index: inout Int, scope: inout Scope
    ) throws(JinjaUntranslatable) -> JinjaNode {
        var branches: [(JinjaExpression, [JinjaNode])] = []
        var otherwise: [JinjaNode]?
        var condition = try expression(String(tokens[index].body.trimmed.dropFirst(2)))
        index += 1
        while true {
            let body = try nodes(tokens, &index, until: ["elif", "else", "endif"], scope: &scope)
            let tag = tokens[index].body.trimmed
            index += 1
            if tag.hasPrefix("elif") {
                branches.append((condition, body))
                condition = try expression(String(tag.dropFirst(4)))
            } else if tag.hasPrefix("else") {
                branches.append((condition, body))
                otherwise = try nodes(tokens, &index, until: ["endif"], scope: &scope)
                index += 1
                return .conditional(branches, otherwise: otherwise)
            } else {
                branches.append((condition, body))
                return .conditional(branches, otherwise: nil)
            }
        }
    }

    /// `{% macro name(a, b='x') %}…{% endmacro %}`.
    private func macroDefinition(
        _ signature: String, _ tokens: [(kind: Character, body: String)], _ index: inout Int, scope: inout Scope
    ) throws(JinjaUntranslatable) -> (String, Macro) {
        guard case .call(.name(let name), let arguments, let keywords) = try expression(signature) else {
            throw JinjaUntranslatable(.importJinjaMacroSignature)
        }
        var parameters: [(name: String, fallback: JinjaExpression?)] = []
        for argument in arguments {
            guard case .name(let parameter) = argument else { throw JinjaUntranslatable(.importJinjaMacroParameter) }
            parameters.append((parameter, nil))
        }
        for (parameter, fallback) in keywords.sorted(by: { $0.key < $1.key }) { parameters.append((parameter, fallback)) }
        index += 1
        var inner = scope
        let body = try nodes(tokens, &index, until: ["endmacro"], scope: &inner)
        guard index < tokens.count else { throw JinjaUntranslatable(.importJinjaNoEndmacro) }
        index += 1
        return (name, Macro(parameters: parameters, body: body))
    }

    /// `{% from 'f' import a, b as c %}`, `{% import 'f' as m %}` (their macros put in
    /// scope) and `{% include 'f' %}` (its nodes), from `files`.
    private func fileStatement(_ keyword: String, _ rest: String, scope: inout Scope) throws(JinjaUntranslatable) -> [JinjaNode] {
        var lexer = JinjaLexer(rest)
        var tokens = try lexer.tokens()
        guard case .string(let path)? = tokens.first else { throw JinjaUntranslatable(.importJinjaLiteralFile) }
        tokens.removeFirst()
        // An include sees the answers; imported macros only `with context`.
        var withContext = keyword == "include"
        while tokens.count >= 2, case .name(let a) = tokens[tokens.count - 2], case .name(let b) = tokens[tokens.count - 1],
            ["with", "without", "ignore"].contains(a), ["context", "missing"].contains(b)
        {
            if b == "context" { withContext = a == "with" }
            tokens.removeLast(2)
        }
        guard let text = files[path] else { throw JinjaUntranslatable(.importJinjaFileUnreadable, ["path": path]) }
        guard scope.depth < Self.maximumFileDepth else {
            throw JinjaUntranslatable(.importJinjaImportsTooDeep, ["limit": String(Self.maximumFileDepth)])
        }
        var fileScope = Scope(depth: scope.depth + 1)
        let nodes = try template(text, scope: &fileScope)
        if !withContext {
            // Without the context a macro reading an answer reads it undefined: not translated.
            for (name, macro) in fileScope.macros {
                let parameters = Set(macro.parameters.map(\.name))
                if macro.body.contains(where: { Self.readsName($0) { !parameters.contains($0) } }) {
                    fileScope.macros[name] = nil
                }
            }
        }
        switch keyword {
        case "include":
            guard tokens.isEmpty else { throw JinjaUntranslatable(.importJinjaIncludeOptions) }
            return nodes
        case "import":
            guard tokens.count == 2, tokens[0] == .name("as"), case .name(let namespace) = tokens[1] else {
                throw JinjaUntranslatable(.importJinjaImportForm)
            }
            for (name, macro) in fileScope.macros { scope.macros[namespace + "." + name] = macro }
            return []
        default:
            guard tokens.first == .name("import") else { throw JinjaUntranslatable(.importJinjaFromImport) }
            tokens.removeFirst()
            var position = 0
            while position < tokens.count {
                guard case .name(let name) = tokens[position], let macro = fileScope.macros[name] else {
                    throw JinjaUntranslatable(.importJinjaNotAMacro, ["path": path])
                }
                var alias = name
                position += 1
                if position + 1 < tokens.count, tokens[position] == .name("as"), case .name(let a) = tokens[position + 1] {
                    alias = a
                    position += 2
                }
                scope.macros[alias] = macro
                if position < tokens.count {
                    guard tokens[position] == .symbol(",") else { throw JinjaUntranslatable(.importJinjaFromText) }
                    position += 1
                }
            }
            return []
        }
    }

    /// The nodes a call of a macro in scope renders, its parameters replaced by the
    /// arguments; nil when `e` is not such a call.
    private func expandedCall(_ e: JinjaExpression, scope: Scope) throws(JinjaUntranslatable) -> [JinjaNode]? {
        guard case .call(let callee, let arguments, let keywords) = e else { return nil }
        let name: String
        switch callee {
        case .name(let n): name = n
        case .attribute(.name(let namespace), let n): name = namespace + "." + n
        default: return nil
        }
        guard let macro = scope.macros[name] else { return nil }
        guard arguments.count <= macro.parameters.count else {
            throw JinjaUntranslatable(.importJinjaMacroArguments, ["name": name])
        }
        var bindings: [String: JinjaExpression] = [:]
        for (position, parameter) in macro.parameters.enumerated() {
            if position < arguments.count {
                bindings[parameter.name] = arguments[position]
            } else if let value = keywords[parameter.name] ?? parameter.fallback {
                bindings[parameter.name] = value
            } else {
                bindings[parameter.name] = JinjaExpression.none
            }
        }
        return macro.body.map { Self.substituted($0, bindings) }
    }

    /// Whether `node` reads a name that `isFree` holds for.
    static func readsName(_ node: JinjaNode, _ isFree: (String) -> Bool) -> Bool {
        var found = false
        func mark(_ e: JinjaExpression) {
            var names: Set<String> = []
            collectNames(e, into: &names, isFree)
            if !names.isEmpty { found = true }
        }
        switch node {
        case .output(let e): mark(e)
        case .conditional(let branches, let otherwise):
            for (condition, body) in branches {
                mark(condition)
                if body.contains(where: { readsName($0, isFree) }) { found = true }
            }
            if otherwise?.contains(where: { readsName($0, isFree) }) == true { found = true }
        default: break
        }
        return found
    }

    /// The names `e` reads that `isFree` holds for.
    private static func collectNames(_ e: JinjaExpression, into names: inout Set<String>, _ isFree: (String) -> Bool) {
        func c(_ x: JinjaExpression) { collectNames(x, into: &names, isFree) }
        switch e {
        case .name(let n): if isFree(n) { names.insert(n) }
        case .string, .integer, .number, .bool, .none: break
        case .list(let items): items.forEach(c)
        case .attribute(let base, _), .test(let base, _, _), .not(let base), .negate(let base): c(base)
        case .call(let f, let args, let keywords):
            c(f)
            args.forEach(c)
            keywords.values.forEach(c)
        case .index(let base, let i):
            c(base)
            c(i)
        case .slice(let base, let a, let z):
            c(base)
            a.map(c)
            z.map(c)
        case .filter(let base, _, let args, let keywords):
            c(base)
            args.forEach(c)
            keywords.values.forEach(c)
        case .binary(_, let l, let r):
            c(l)
            c(r)
        case .conditional(let condition, let t, let o):
            c(condition)
            c(t)
            o.map(c)
        }
    }

    static func substituted(_ node: JinjaNode, _ bindings: [String: JinjaExpression]) -> JinjaNode {
        switch node {
        case .output(let e): return .output(substituted(e, bindings))
        case .conditional(let branches, let otherwise):
            return .conditional(
                branches.map { (substituted($0.0, bindings), $0.1.map { substituted($0, bindings) }) },
                otherwise: otherwise?.map { substituted($0, bindings) })
        default: return node
        }
    }

    static func substituted(_ e: JinjaExpression, _ b: [String: JinjaExpression]) -> JinjaExpression {
        func s(_ x: JinjaExpression) -> JinjaExpression { substituted(x, b) }
        switch e {
        case .name(let n): return b[n] ?? e
        case .string, .integer, .number, .bool, .none: return e
        case .list(let items): return .list(items.map(s))
        case .attribute(let base, let n): return .attribute(s(base), n)
        case .call(let f, let args, let keywords): return .call(s(f), args.map(s), keywords: keywords.mapValues(s))
        case .index(let base, let i): return .index(s(base), s(i))
        case .slice(let base, let a, let z): return .slice(s(base), a.map(s), z.map(s))
        case .filter(let base, let n, let args, let keywords): return .filter(s(base), n, args.map(s), keywords: keywords.mapValues(s))
        case .test(let base, let n, let negated): return .test(s(base), n, negated: negated)
        case .not(let x): return .not(s(x))
        case .negate(let x): return .negate(s(x))
        case .binary(let op, let l, let r): return .binary(op, s(l), s(r))
        case .conditional(let c, let t, let o): return .conditional(s(c), then: s(t), else: o.map(s))
        }
    }

    /// The file names that the `{% from %}`, `{% import %}` and `{% include %}` tags of
    /// `source` name (for the importer to read them).
    func fileNames(in source: String) -> [String] {
        var names: [String] = []
        var rest = Substring(source)
        while let open = rest.firstRange(of: blockStart) {
            rest = rest[open.upperBound...]
            guard let close = rest.firstRange(of: blockEnd) else { break }
            var body = rest[..<close.lowerBound].trimmed
            rest = rest[close.upperBound...]
            if body.hasPrefix("-") || body.hasPrefix("+") { body = String(body.dropFirst()).trimmed }
            let keyword = String(body.prefix { $0.isLetter })
            guard ["from", "import", "include"].contains(keyword) else { continue }
            var lexer = JinjaLexer(String(body.dropFirst(keyword.count)))
            if case .string(let path)? = (try? lexer.tokens())?.first { names.append(path) }
        }
        return names
    }

    /// `{% now 'utc' %}`, `{% now 'local', '%Y' %}` (jinja2-time).
    private func now(_ arguments: String) throws(JinjaUntranslatable) -> JinjaNode {
        var lexer = JinjaLexer(arguments)
        let tokens = try lexer.tokens()
        var strings: [String] = []
        var i = 0
        while i < tokens.count {
            guard case .string(let s) = tokens[i] else {
                throw JinjaUntranslatable(.importJinjaNowArguments, ["arguments": arguments.trimmed])
            }
            strings.append(s)
            i += 1
            if i < tokens.count {
                guard tokens[i] == .symbol(",") else {
                    throw JinjaUntranslatable(.importJinjaNowArguments, ["arguments": arguments.trimmed])
                }
                i += 1
            }
        }
        guard (1...2).contains(strings.count) else { throw JinjaUntranslatable(.importJinjaNowZone) }
        return .now(zone: strings[0], format: strings.count == 2 ? strings[1] : nil)
    }

    func expression(_ source: String) throws(JinjaUntranslatable) -> JinjaExpression {
        var lexer = JinjaLexer(source)
        var parser = JinjaExpressionParser(tokens: try lexer.tokens())
        let e = try parser.conditional()
        guard parser.atEnd else {
            throw JinjaUntranslatable(.importJinjaUnexpectedIn, ["token": parser.describeCurrent(), "source": source.trimmed])
        }
        return e
    }
}

extension StringProtocol {
    var trimmed: String {
        String(self.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
