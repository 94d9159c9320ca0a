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
        case .list: throw JinjaUntranslatable(.importJinjaListLiteral)
        case .name(let n): return try variable(n)
        case .attribute(.name(let ns), let field) where ns == namespace: return try variable(field)
        case .attribute(let base, let field):
            let b = try emit(base, boolean: false)
            guard b.kind == .object, b.atomic else { throw JinjaUntranslatable(.importJinjaAttribute, ["name": field]) }
            return Emitted(text: "\(b.text).\(field)", kind: .unknown, atomic: true)
        case .call(.attribute(let receiver, let method), let arguments, let keywords):
            return try self.method(method, on: receiver, arguments, keywords)
        case .call: throw JinjaUntranslatable(.importJinjaFunctionCall)
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
            default: throw JinjaUntranslatable(.importJinjaUnaryMinus)
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
            default: throw JinjaUntranslatable(.importJinjaTest, ["name": name])
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
        if name == namespace { throw JinjaUntranslatable(.importJinjaWholeObject, ["name": name]) }
        guard let kind = variables[name] else {
            // Copier renders a question asked later as undefined: empty text, false.
            if isLaterQuestion(name) { return Emitted(text: "null", kind: .unknown, atomic: true) }
            throw JinjaUntranslatable(.importJinjaNotAskedBefore, ["name": name])
        }
        if computedWithoutValue.contains(name) {
            throw JinjaUntranslatable(.importJinjaComputedValue, ["name": name])
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
            throw JinjaUntranslatable(.importJinjaOrValue)
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
                throw JinjaUntranslatable(.importJinjaStringNumber)
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
        case "~": throw JinjaUntranslatable(.importJinjaTilde)
        default: throw JinjaUntranslatable(.importJinjaArithmetic, ["operator": op])
        }
    }

    /// Python string methods.
    func method(
        _ name: String, on receiver: JinjaExpression, _ arguments: [JinjaExpression], _ keywords: [String: JinjaExpression]
    ) throws(JinjaUntranslatable) -> Emitted {
        guard keywords.isEmpty else { throw JinjaUntranslatable(.importJinjaMethodKeywords, ["name": name]) }
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
            throw JinjaUntranslatable(.importJinjaMethod, ["name": name, "count": String(arguments.count)])
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
                throw JinjaUntranslatable(.importJinjaSlugify)
            }
            return try call("slugify", receiver, args, kind: .string)
        case "default", "d":
            guard arguments.count >= 1 else { throw JinjaUntranslatable(.importJinjaDefaultValue) }
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
            guard arguments.isEmpty, keywords.isEmpty else { throw JinjaUntranslatable(.importJinjaFilterArguments, ["name": name]) }
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
                throw JinjaUntranslatable(.importJinjaStrftime)
            }
            return Emitted(text: "now(\(ExpressionPrinter.quotedLiteral(format)))", kind: .string, atomic: true)
        case "title":
            // Jinja's title starts each piece between blanks, hyphens and opening brackets.
            guard arguments.isEmpty, keywords.isEmpty else { throw JinjaUntranslatable(.importJinjaFilterArguments, ["name": "title"]) }
            return try call("title_words", receiver, [], kind: .string)
        case "regex_replace":
            return try regexReplace(receiver, arguments, keywords)
        case "regex_search":
            // jinja2-ansible-filters: the text of `re.search`'s match, or None (rendered "None").
            guard arguments.count == 1, case .string(let pattern) = arguments[0] else {
                throw JinjaUntranslatable(.importJinjaRegexSearch)
            }
            let flowPattern = try Self.flowPattern(pattern, flags: try Self.regexFlags(keywords, allowed: []))
            let subject = try regexSubject(receiver)
            let call = "regex_search(\(subject), \(ExpressionPrinter.quotedLiteral(flowPattern)))"
            // A condition reads it by truthiness, as Jinja does ("" and None are false).
            if boolean { return Emitted(text: call, kind: .string, atomic: true) }
            return Emitted(text: "\(call) == null ? \"None\" : \(call)", kind: .string, atomic: false)
        default: break
        }
        guard keywords.isEmpty else { throw JinjaUntranslatable(.importJinjaFilterKeywords, ["name": name]) }
        let table: [String: (function: String, arity: ClosedRange<Int>, kind: ValueKind)] = [
            "lower": ("lower", 0...0, .string), "upper": ("upper", 0...0, .string),
            "trim": ("trim", 0...1, .string), "replace": ("replace", 2...2, .string),
            "capitalize": ("capitalize", 0...0, .string),
            "string": ("str", 0...0, .string), "bool": ("bool", 0...0, .bool),
            "length": ("len", 0...0, .integer), "count": ("len", 0...0, .integer),
        ]
        guard let entry = table[name], entry.arity.contains(arguments.count) else {
            throw JinjaUntranslatable(.importJinjaFilter, ["name": name, "count": String(arguments.count)])
        }
        return try call(entry.function, receiver, arguments, kind: entry.kind)
    }

    /// `regex_replace`: a literal pattern (anchored at one end or none) as `replace` or a
    /// slice, any other pattern that means the same in both dialects as `regex_replace`.
    func regexReplace(
        _ receiver: JinjaExpression, _ arguments: [JinjaExpression], _ keywords: [String: JinjaExpression]
    ) throws(JinjaUntranslatable) -> Emitted {
        var arguments = arguments
        if let p = keywords["pattern"], arguments.isEmpty { arguments.append(p) }
        if let r = keywords["replacement"], arguments.count == 1 { arguments.append(r) }
        if arguments.count == 1 { arguments.append(.string("")) }
        guard arguments.count == 2, case .string(let pattern) = arguments[0], case .string(let replacement) = arguments[1] else {
            throw JinjaUntranslatable(.importJinjaRegexReplace)
        }
        let flags = try Self.regexFlags(keywords, allowed: ["pattern", "replacement", "count"])
        var count = 0
        if let c = keywords["count"] {
            guard case .integer(let n) = c, n >= 0 else { throw JinjaUntranslatable(.importJinjaRegexCount) }
            count = n
        }
        if flags.isEmpty, count == 0, !replacement.contains("\\"), let (literal, anchor) = Self.literalPattern(pattern), !literal.isEmpty {
            let value = try emit(receiver, boolean: false)
            let quoted = ExpressionPrinter.quotedLiteral(literal)
            let length = literal.count
            switch anchor {
            case nil:
                return Emitted(
                    text: "replace(\(value.text), \(quoted), \(ExpressionPrinter.quotedLiteral(replacement)))", kind: .string, atomic: true)
            case "^" where replacement.isEmpty:
                return Emitted(
                    text: "startswith(\(value.text), \(quoted)) ? \(value.wrapped)[\(length):] : \(value.wrapped)", kind: .string,
                    atomic: false)
            case "$" where replacement.isEmpty:
                return Emitted(
                    text: "endswith(\(value.text), \(quoted)) ? \(value.wrapped)[:-\(length)] : \(value.wrapped)", kind: .string,
                    atomic: false)
            default: break
            }
        }
        let flowPattern = try Self.flowPattern(pattern, flags: flags)
        let flowReplacement = try Self.flowReplacement(replacement)
        var text = "regex_replace(\(try regexSubject(receiver)), \(ExpressionPrinter.quotedLiteral(flowPattern)), "
        text += ExpressionPrinter.quotedLiteral(flowReplacement) + (count > 0 ? ", \(count))" : ")")
        return Emitted(text: text, kind: .string, atomic: true)
    }

    /// The text a regex filter reads: Python's `str()` of the value.
    func regexSubject(_ receiver: JinjaExpression) throws(JinjaUntranslatable) -> String {
        let value = try emit(receiver, boolean: false)
        switch value.kind {
        case .bool: return "(\(rendered(value)))"
        case .integer, .number: return "str(\(value.text))"
        case .list: throw JinjaUntranslatable(.importJinjaRegexList)
        default: return value.text
        }
    }

    /// The flags of a regex filter (`ignorecase=True` gives `(?i)`); `multiline` has no counterpart.
    static func regexFlags(_ keywords: [String: JinjaExpression], allowed: Set<String>) throws(JinjaUntranslatable) -> String {
        var flags = ""
        for (key, value) in keywords where !allowed.contains(key) {
            switch (key, value) {
            case ("ignorecase", .bool(true)): flags = "(?i)"
            case ("ignorecase", .bool(false)), ("multiline", .bool(false)): break
            case ("multiline", _): throw JinjaUntranslatable(.importJinjaMultiline)
            default: throw JinjaUntranslatable(.importJinjaRegexOption, ["name": key])
            }
        }
        return flags
    }

    /// A Python `re` pattern written as a pattern of flows (docs/patterns.md) that means the
    /// same, or why there is none: backreferences, lookaround, word boundaries, `(?m)`,
    /// `(?x)` and escapes Python refuses. `{,n}` is `{0,n}`; a `[` inside a class is literal.
    static func flowPattern(_ python: String, flags: String) throws(JinjaUntranslatable) -> String {
        let s = Array(python.unicodeScalars)
        var out = flags
        var i = 0
        var inClass = false
        var classStart = false
        func hex(_ c: Unicode.Scalar) -> String { "\\x{" + String(c.value, radix: 16) + "}" }
        func refuse(_ why: MessageKey, _ arguments: [String: String] = [:]) -> JinjaUntranslatable {
            JinjaUntranslatable(.importJinjaPattern, ["pattern": python], parts: ["reason": MessageText(why, arguments)])
        }
        func hexDigits(_ n: Int) throws(JinjaUntranslatable) -> Unicode.Scalar {
            guard i + n <= s.count, let v = UInt32(String(String.UnicodeScalarView(s[i..<(i + n)])), radix: 16),
                let c = Unicode.Scalar(v)
            else { throw refuse(.importJinjaBadEscape) }
            i += n
            return c
        }
        while i < s.count {
            let c = s[i]
            i += 1
            if c == "\\" {
                guard i < s.count else { throw refuse(.importJinjaTrailingBackslash) }
                let e = s[i]
                i += 1
                switch e {
                case "d", "D", "w", "W", "s", "S", "n", "t", "r", "f", "v", "a": out += "\\" + String(e)
                case "b" where inClass: out += hex("\u{08}")
                case "b", "B": throw refuse(.importJinjaWordBoundaries)
                case "A" where !inClass: out += "\\A"
                case "Z" where !inClass: out += "\\z"
                case "x": out += hex(try hexDigits(2))
                case "u": out += hex(try hexDigits(4))
                case "U": out += hex(try hexDigits(8))
                case "0"..."9": throw refuse(.importJinjaBackreferencesOctal)
                default:
                    if e.isASCII && e.properties.isAlphabetic { throw refuse(.importJinjaEscape, ["escape": "\\" + String(e)]) }
                    out += "\\" + String(e)
                }
                classStart = false
                continue
            }
            if inClass {
                if c == "]" && !classStart {
                    inClass = false
                    out += "]"
                } else if c == "[" || c == "]" {
                    out += "\\" + String(c)
                } else {
                    out.unicodeScalars.append(c)
                }
                classStart = false
                continue
            }
            switch c {
            case "[":
                inClass = true
                classStart = true
                out += "["
                if i < s.count, s[i] == "^" {
                    out += "^"
                    i += 1
                }
            case "(" where i < s.count && s[i] == "?":
                i += 1
                guard i < s.count else { throw refuse(.importJinjaUnfinishedGroup) }
                let kind = s[i]
                switch kind {
                case ":":
                    i += 1
                    out += "(?:"
                case "P" where i + 1 < s.count && s[i + 1] == "<":
                    i += 2
                    out += "(?P<"
                case "P": throw refuse(.importJinjaBackreferences)
                case "=", "!", "<": throw refuse(.importJinjaLookaround)
                case "#":
                    while i < s.count, s[i] != ")" { i += 1 }
                    i += 1
                default:
                    var group = "(?"
                    while i < s.count, s[i] != ")" && s[i] != ":" {
                        switch s[i] {
                        case "i", "s", "-": group.unicodeScalars.append(s[i])
                        case "a", "u": break  // ASCII classes: those of flows already are
                        default: throw refuse(.importJinjaFlag, ["flag": String(s[i])])
                        }
                        i += 1
                    }
                    guard i < s.count else { throw refuse(.importJinjaUnfinishedGroup) }
                    group.unicodeScalars.append(s[i])
                    i += 1
                    if group != "(?)" { out += group }
                }
            case "{":
                // Python reads `{m,n}` with either bound left out; anything else is a literal brace.
                var j = i
                var low = ""
                var high = ""
                while j < s.count, ("0"..."9").contains(s[j]) {
                    low.unicodeScalars.append(s[j])
                    j += 1
                }
                var comma = false
                if j < s.count, s[j] == "," {
                    comma = true
                    j += 1
                    while j < s.count, ("0"..."9").contains(s[j]) {
                        high.unicodeScalars.append(s[j])
                        j += 1
                    }
                }
                if j < s.count, s[j] == "}", !(low.isEmpty && !comma) {
                    out += "{" + (low.isEmpty ? "0" : low) + (comma ? "," + high : "") + "}"
                    i = j + 1
                } else {
                    out += "\\{"
                }
            case "}": out += "\\}"
            default: out.unicodeScalars.append(c)
            }
        }
        do {
            _ = try SearchPattern(out)
        } catch {
            throw JinjaUntranslatable(.importJinjaPattern, ["pattern": python], parts: ["reason": .verbatim("\(error)")])
        }
        return out
    }

    /// A Python `re.sub` replacement as `regex_replace`'s: `\1`, `\g<name>` kept, `\n` and the
    /// other escapes of Python read, octal escapes refused.
    static func flowReplacement(_ python: String) throws(JinjaUntranslatable) -> String {
        func refuse(_ why: MessageKey, _ arguments: [String: String] = [:]) -> JinjaUntranslatable {
            JinjaUntranslatable(.importJinjaReplacement, ["replacement": python], parts: ["reason": MessageText(why, arguments)])
        }
        var out = ""
        var rest = Substring(python)
        let escapes: [Character: String] = ["n": "\n", "t": "\t", "r": "\r", "f": "\u{0C}", "v": "\u{0B}", "a": "\u{07}", "b": "\u{08}"]
        while let c = rest.first {
            rest = rest.dropFirst()
            guard c == "\\", let e = rest.first else {
                out.append(c)
                continue
            }
            rest = rest.dropFirst()
            if let literal = escapes[e] {
                out += literal
            } else if e == "\\" {
                out += "\\\\"
            } else if e == "g" {
                out += "\\g"
            } else if e.isASCII, let digit = e.wholeNumberValue {
                guard digit > 0 else { throw refuse(.importJinjaOctal) }
                out += "\\" + String(e)
                if let second = rest.first, second.isASCII, second.isNumber {
                    rest = rest.dropFirst()
                    out.append(second)
                    if let third = rest.first, ("0"..."7").contains(third) {
                        throw refuse(.importJinjaOctal)
                    }
                }
            } else if e.isASCII && e.isLetter {
                throw refuse(.importJinjaEscape, ["escape": "\\" + String(e)])
            } else {
                out += "\\" + String(e)
            }
        }
        return out
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
}
