import WizardCore

extension JinjaTranslator {
    /// Translates one Jinja expression; `boolean` when only its truth matters.
    func emit(_ e: JinjaExpression, boolean: Bool) throws(JinjaUntranslatable) -> Emitted {
        switch e {
        case .string(let s): return Emitted(text: ExpressionPrinter.quotedLiteral(s), kind: .string, atomic: true)
        case .integer(let i): return Emitted(text: String(i), kind: .integer, atomic: true)
        case .number(let d): return Emitted(text: String(d), kind: .number, atomic: true)
        case .bool(let b): return Emitted(text: b ? "true" : "false", kind: .bool, atomic: true)
        case .none: return Emitted(text: "null", kind: .unknown, atomic: true)
        case .list: throw JinjaUntranslatable("a list literal")
        case .name(let n): return try variable(n)
        case .attribute(.name(let ns), let field) where ns == namespace: return try variable(field)
        case .attribute(let base, let field):
            let b = try emit(base, boolean: false)
            guard b.kind == .object, b.atomic else { throw JinjaUntranslatable("the attribute '.\(field)'") }
            return Emitted(text: "\(b.text).\(field)", kind: .unknown, atomic: true)
        case .call(.attribute(let receiver, let method), let arguments, let keywords):
            return try self.method(method, on: receiver, arguments, keywords)
        case .call: throw JinjaUntranslatable("a function call")
        case .filter(let receiver, let name, let arguments, let keywords):
            return try filter(name, on: receiver, arguments, keywords, boolean: boolean)
        case .index(let base, let i):
            let b = try emit(base, boolean: false)
            return Emitted(text: "\(b.wrapped)[\(try emit(i, boolean: false).text)]", kind: .unknown, atomic: true)
        case .slice(let base, let lower, let upper):
            let b = try emit(base, boolean: false)
            let l = try lower.map { (x) throws(JinjaUntranslatable) in try emit(x, boolean: false).text } ?? ""
            let u = try upper.map { (x) throws(JinjaUntranslatable) in try emit(x, boolean: false).text } ?? ""
            return Emitted(text: "\(b.wrapped)[\(l):\(u)]", kind: b.kind == .list ? .list : .string, atomic: true)
        case .not(let x):
            return Emitted(text: "!\(try emit(x, boolean: true).wrapped)", kind: .bool, atomic: true)
        case .negate(let x):
            switch x {
            case .integer(let i): return Emitted(text: String(-i), kind: .integer, atomic: true)
            case .number(let d): return Emitted(text: String(-d), kind: .number, atomic: true)
            default: throw JinjaUntranslatable("arithmetic (unary minus)")
            }
        case .test(let x, let name, let negated):
            let v = try emit(x, boolean: false)
            var text: String
            switch name {
            case "none": text = "\(v.wrapped) == null"
            case "defined", "undefined":
                // Only a question asked later is undefined when this one is.
                var isDefined = true
                if let n = variableName(x), isLaterQuestion(n) { isDefined = false }
                if let n = variableName(x), undefinedWhenSkipped.contains(n), !isLaterQuestion(n) {
                    // Skipped without a default, Copier leaves it undefined; answered, it is defined.
                    text = name == "defined" ? "\(v.wrapped) != null" : "\(v.wrapped) == null"
                } else {
                    text = isDefined == (name == "defined") ? "true" : "false"
                }
            default: throw JinjaUntranslatable("the test 'is \(name)'")
            }
            if negated { text = "!(\(text))" }
            return Emitted(text: text, kind: .bool, atomic: false)
        case .binary(let op, let l, let r):
            return try binary(op, l, r, boolean: boolean)
        case .conditional(let c, let a, let b):
            let condition = try emit(c, boolean: true)
            let yes = try emit(a, boolean: boolean)
            let no =
                try b.map { (x) throws(JinjaUntranslatable) in try emit(x, boolean: boolean) }
                ?? Emitted(text: "\"\"", kind: .string, atomic: true)
            return Emitted(
                text: "\(condition.wrapped) ? \(yes.wrapped) : \(no.wrapped)", kind: yes.kind == no.kind ? yes.kind : .unknown,
                atomic: false)
        }
    }

    /// The variable an expression names (`x`, or `cookiecutter.x`), or nil.
    func variableName(_ e: JinjaExpression) -> String? {
        switch e {
        case .name(let n): n
        case .attribute(.name(let ns), let field) where ns == namespace: field
        default: nil
        }
    }

    func variable(_ name: String) throws(JinjaUntranslatable) -> Emitted {
        if name == selfName { return Emitted(text: "value", kind: selfKind, atomic: true) }
        if let constant = constants[name] { return Emitted(text: constant.text, kind: constant.kind, atomic: true) }
        if name == namespace { throw JinjaUntranslatable("the whole '\(name)' object") }
        guard let kind = variables[name] else {
            // Copier renders a question asked later as undefined: empty text, false.
            if isLaterQuestion(name) { return Emitted(text: "null", kind: .unknown, atomic: true) }
            throw JinjaUntranslatable("the variable '\(name)' is not a question asked before this one")
        }
        if computedWithoutValue.contains(name) {
            throw JinjaUntranslatable("the computed value of '\(name)', a question never asked, inside an expression")
        }
        if let fallback = skippedDefaults[name] {
            // Skipped, the question has no answer here but keeps its default in Copier.
            return Emitted(text: "\(name) ?? \(fallback)", kind: kind, atomic: false)
        }
        return Emitted(text: name, kind: kind, atomic: true)
    }

    func binary(_ op: String, _ l: JinjaExpression, _ r: JinjaExpression, boolean: Bool) throws(JinjaUntranslatable) -> Emitted {
        switch op {
        case "and", "or":
            let left = try emit(l, boolean: boolean)
            let right = try emit(r, boolean: boolean)
            if boolean || (left.kind == .bool && right.kind == .bool) {
                return Emitted(text: "\(left.wrapped) \(op == "and" ? "&&" : "||") \(right.wrapped)", kind: .bool, atomic: false)
            }
            // Jinja's `or` gives an operand: for strings, `??` does the same.
            if op == "or" && left.kind == .string {
                return Emitted(text: "\(left.wrapped) ?? \(right.wrapped)", kind: right.kind, atomic: false)
            }
            if op == "and" {
                return Emitted(text: "\(left.wrapped) ? \(right.wrapped) : \(left.wrapped)", kind: .unknown, atomic: false)
            }
            throw JinjaUntranslatable("'or' giving a value that is not a string")
        case "==", "!=", "<", "<=", ">", ">=":
            var left = try emit(l, boolean: false)
            var right = try emit(r, boolean: false)
            let numeric: Set<ValueKind> = [.integer, .number]
            // Jinja refuses to order an undefined value: a question that may be undefined here
            // (asked later, or skipped without a default) goes through float(), which refuses null.
            if ["<", "<=", ">", ">="].contains(op) {
                for (side, e) in [(0, l), (1, r)] {
                    guard let n = variableName(e), isLaterQuestion(n) || undefinedWhenSkipped.contains(n) else { continue }
                    let operand = side == 0 ? left : right
                    guard [.integer, .number, .unknown].contains(operand.kind) else { continue }
                    let checked = Emitted(text: "float(\(operand.text))", kind: .number, atomic: true)
                    if side == 0 { left = checked } else { right = checked }
                }
            }
            // Python compares a boolean with a number as 1 or 0.
            if left.kind == .bool && numeric.contains(right.kind) {
                left = Emitted(text: "(\(left.wrapped) ? 1 : 0)", kind: .integer, atomic: true)
            }
            if right.kind == .bool && numeric.contains(left.kind) {
                right = Emitted(text: "(\(right.wrapped) ? 1 : 0)", kind: .integer, atomic: true)
            }
            if (left.kind == .string && numeric.contains(right.kind)) || (right.kind == .string && numeric.contains(left.kind)) {
                throw JinjaUntranslatable("a comparison of a string with a number")
            }
            return Emitted(text: "\(left.wrapped) \(op) \(right.wrapped)", kind: .bool, atomic: false)
        case "in":
            if case .list(let items) = r {
                // Membership in a literal list or tuple: equal to one of its items.
                guard !items.isEmpty else { return Emitted(text: "false", kind: .bool, atomic: true) }
                var texts: [String] = []
                for item in items { texts.append(try binary("==", l, item, boolean: true).text) }
                return Emitted(text: texts.map(Self.wrap).joined(separator: " || "), kind: .bool, atomic: false)
            }
            let left = try emit(l, boolean: false)
            let right = try emit(r, boolean: false)
            return Emitted(text: "\(left.wrapped) in \(right.wrapped)", kind: .bool, atomic: false)
        case "~": throw JinjaUntranslatable("'~' joining strings inside an expression")
        default: throw JinjaUntranslatable("arithmetic ('\(op)')")
        }
    }

    /// Python string methods.
    func method(
        _ name: String, on receiver: JinjaExpression, _ arguments: [JinjaExpression], _ keywords: [String: JinjaExpression]
    ) throws(JinjaUntranslatable) -> Emitted {
        guard keywords.isEmpty else { throw JinjaUntranslatable("keyword arguments to '.\(name)()'") }
        if name == "join", arguments.count == 1 {
            let separator = try emit(receiver, boolean: false)
            let list = try emit(arguments[0], boolean: false)
            return Emitted(text: "join(\(list.text), \(separator.text))", kind: .string, atomic: true)
        }
        let table: [String: (function: String, arity: ClosedRange<Int>, kind: ValueKind)] = [
            "lower": ("lower", 0...0, .string), "upper": ("upper", 0...0, .string),
            "strip": ("trim", 0...1, .string), "replace": ("replace", 2...2, .string),
            "title": ("title", 0...0, .string), "capitalize": ("capitalize", 0...0, .string),
            "startswith": ("startswith", 1...1, .bool), "endswith": ("endswith", 1...1, .bool),
            "split": ("split", 1...1, .list),
        ]
        guard let entry = table[name], entry.arity.contains(arguments.count) else {
            throw JinjaUntranslatable("the method '.\(name)()' with \(arguments.count) argument(s)")
        }
        return try call(entry.function, receiver, arguments, kind: entry.kind)
    }

    func call(_ function: String, _ receiver: JinjaExpression, _ arguments: [JinjaExpression], kind: ValueKind) throws(JinjaUntranslatable)
        -> Emitted
    {
        var texts = [try emit(receiver, boolean: false).text]
        for a in arguments { texts.append(try emit(a, boolean: false).text) }
        return Emitted(text: "\(function)(\(texts.joined(separator: ", ")))", kind: kind, atomic: true)
    }

    /// Jinja filters.
    func filter(
        _ name: String, on receiver: JinjaExpression, _ arguments: [JinjaExpression], _ keywords: [String: JinjaExpression],
        boolean: Bool
    ) throws(JinjaUntranslatable) -> Emitted {
        switch name {
        case "slugify":
            var args = arguments
            if let separator = keywords["separator"] { args.append(separator) }
            guard args.count <= 1, keywords.keys.allSatisfy({ $0 == "separator" }) else {
                throw JinjaUntranslatable("'slugify' with options other than a separator")
            }
            return try call("slugify", receiver, args, kind: .string)
        case "default", "d":
            guard arguments.count >= 1 else { throw JinjaUntranslatable("'default' without a value") }
            let value = try emit(receiver, boolean: false)
            let fallback = try emit(arguments[0], boolean: false)
            let kind = value.kind == fallback.kind ? value.kind : .unknown
            if arguments.count > 1 && arguments[1] == .bool(true) || keywords["boolean"] == .bool(true) {
                return Emitted(text: "\(value.wrapped) ? \(value.wrapped) : \(fallback.wrapped)", kind: kind, atomic: false)
            }
            // Jinja replaces only an undefined value ("" and None are kept): a question asked
            // before this one always has one.
            if let name = variableName(receiver), variables[name] != nil, !undefinedWhenSkipped.contains(name), !isLaterQuestion(name) {
                return value
            }
            return Emitted(text: "\(value.wrapped) == null ? \(fallback.wrapped) : \(value.wrapped)", kind: kind, atomic: false)
        case "git_user_name", "git_user_email":
            let fallback = try emit(receiver, boolean: false)
            return Emitted(text: "\(name)() ?? \(fallback.wrapped)", kind: .string, atomic: false)
        case "int", "float":
            // Jinja's filters give 0 for what is not a number, "" included; `??` covers "".
            guard arguments.isEmpty, keywords.isEmpty else { throw JinjaUntranslatable("'\(name)' with arguments") }
            let value = try emit(receiver, boolean: false)
            if value.kind == .integer || value.kind == .number {
                return Emitted(text: "\(name)(\(value.text))", kind: name == "int" ? .integer : .number, atomic: true)
            }
            return Emitted(
                text: "\(name)(\(value.wrapped) ?? \(name == "int" ? "0" : "0.0"))", kind: name == "int" ? .integer : .number,
                atomic: true)
        case "strftime":
            // jinja2-ansible-filters' strftime: the format applied to the current time.
            guard arguments.isEmpty, keywords.isEmpty, case .string(let format) = receiver else {
                throw JinjaUntranslatable("'strftime' other than on a literal format, with no other argument")
            }
            return Emitted(text: "now(\(ExpressionPrinter.quotedLiteral(format)))", kind: .string, atomic: true)
        case "title":
            // Jinja's title starts each piece between blanks, hyphens and opening brackets.
            guard arguments.isEmpty, keywords.isEmpty else { throw JinjaUntranslatable("'title' with arguments") }
            return try call("title_words", receiver, [], kind: .string)
        case "regex_replace":
            return try regexReplace(receiver, arguments, keywords)
        case "regex_search":
            guard boolean, arguments.count == 1, keywords.isEmpty, case .string(let pattern) = arguments[0] else {
                throw JinjaUntranslatable("'regex_search' other than as a condition with one literal pattern")
            }
            // Python reads `\_` as `_`; the regular expressions of flows do not take it.
            let plain = pattern.replacing("\\_", with: "_")
            return try call("matches", receiver, [.string(Self.wholeMatch(plain))], kind: .bool)
        default: break
        }
        guard keywords.isEmpty else { throw JinjaUntranslatable("keyword arguments to the filter '\(name)'") }
        let table: [String: (function: String, arity: ClosedRange<Int>, kind: ValueKind)] = [
            "lower": ("lower", 0...0, .string), "upper": ("upper", 0...0, .string),
            "trim": ("trim", 0...1, .string), "replace": ("replace", 2...2, .string),
            "capitalize": ("capitalize", 0...0, .string),
            "string": ("str", 0...0, .string), "bool": ("bool", 0...0, .bool),
            "length": ("len", 0...0, .integer), "count": ("len", 0...0, .integer),
        ]
        guard let entry = table[name], entry.arity.contains(arguments.count) else {
            throw JinjaUntranslatable("the filter '\(name)' with \(arguments.count) argument(s) has no counterpart")
        }
        return try call(entry.function, receiver, arguments, kind: entry.kind)
    }

    /// `regex_replace` with a literal pattern (anchored at one end or none) and replacement.
    func regexReplace(
        _ receiver: JinjaExpression, _ arguments: [JinjaExpression], _ keywords: [String: JinjaExpression]
    ) throws(JinjaUntranslatable) -> Emitted {
        guard keywords.isEmpty, arguments.count == 2, case .string(let pattern) = arguments[0],
            case .string(let replacement) = arguments[1],
            !replacement.contains("\\"), let (literal, anchor) = Self.literalPattern(pattern), !literal.isEmpty
        else {
            throw JinjaUntranslatable("'regex_replace' other than with a literal pattern and replacement")
        }
        let value = try emit(receiver, boolean: false)
        let quoted = ExpressionPrinter.quotedLiteral(literal)
        let count = literal.count
        switch anchor {
        case nil:
            return Emitted(
                text: "replace(\(value.text), \(quoted), \(ExpressionPrinter.quotedLiteral(replacement)))", kind: .string, atomic: true)
        case "^" where replacement.isEmpty:
            return Emitted(
                text: "startswith(\(value.text), \(quoted)) ? \(value.wrapped)[\(count):] : \(value.wrapped)", kind: .string, atomic: false)
        case "$" where replacement.isEmpty:
            return Emitted(
                text: "endswith(\(value.text), \(quoted)) ? \(value.wrapped)[:-\(count)] : \(value.wrapped)", kind: .string, atomic: false)
        default:
            throw JinjaUntranslatable("'regex_replace' of an anchored pattern with a replacement (expressions cannot join strings)")
        }
    }

    /// A regular expression that matches only one literal text, with `^` or `$` (not both), or nil.
    static func literalPattern(_ pattern: String) -> (String, Character?)? {
        var body = Substring(pattern)
        var anchor: Character?
        if body.hasPrefix("^") {
            anchor = "^"
            body = body.dropFirst()
        }
        if body.hasSuffix("$") && !body.hasSuffix("\\$") {
            guard anchor == nil else { return nil }
            anchor = "$"
            body = body.dropLast()
        }
        var literal = ""
        var escaped = false
        for c in body {
            if escaped {
                guard !c.isLetter && !c.isNumber else { return nil }
                literal.append(c)
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else if ".^$*+?{}[]|()".contains(c) {
                return nil
            } else {
                literal.append(c)
            }
        }
        return escaped ? nil : (literal, anchor)
    }

    /// A `regex_search` pattern as a whole-match one: anchors dropped when it has both, else wrapped in `.*`.
    static func wholeMatch(_ pattern: String) -> String {
        let starts = pattern.hasPrefix("^")
        let ends = pattern.hasSuffix("$") && !pattern.hasSuffix("\\$")
        var inner = Substring(pattern)
        if starts { inner = inner.dropFirst() }
        if ends { inner = inner.dropLast() }
        if starts && ends { return String(inner) }
        return (starts ? "" : ".*") + "(?:" + inner + ")" + (ends ? "" : ".*")
    }
}
