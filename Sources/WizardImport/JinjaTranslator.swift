import WizardCore

/// Translates the Jinja of questionnaire defaults, conditions and validators into `wizard` templates
/// and expressions (docs/migrating.md), throwing `JinjaUntranslatable` rather than guessing.
package struct JinjaTranslator: Sendable {
    /// The variables an expression may read (the questions before this one), by name.
    package var variables: [String: ValueKind]
    /// The object variables hang from (`cookiecutter`), or nil when they are bare names.
    package var namespace: String?
    /// The question a validator checks: its name reads as `value`.
    package var selfName: String?
    /// The kind of the question a validator checks.
    package var selfKind: ValueKind = .unknown
    /// The literal default an expression reads for a skipped question (Copier keeps it in the context).
    package var skippedDefaults: [String: String] = [:]
    /// The translated template default of a question never asked: shown where a template
    /// shows the question whole.
    package var computedTemplates: [String: String] = [:]
    /// Questions never asked whose computed value no expression can give.
    package var computedWithoutValue: Set<String> = []
    /// Questions that may be skipped and have no default: undefined when skipped.
    package var undefinedWhenSkipped: Set<String> = []
    /// Every question's position in the file, and the position of the one translated now:
    /// Copier reads a question asked later as undefined.
    package var questionPositions: [String: Int] = [:]
    package var currentPosition = 0
    func isLaterQuestion(_ name: String) -> Bool { questionPositions[name].map { $0 > currentPosition } ?? false }
    /// Names with a fixed translation (`_copier_operation` is `"copy"`).
    package var constants: [String: (text: String, kind: ValueKind)] = [:]
    /// The template delimiters.
    var parser = JinjaParser()

    /// Creates a translator.
    ///
    /// - Parameters:
    ///   - variables: the names expressions may read, with their kinds.
    ///   - namespace: `cookiecutter` for cookiecutter's `cookiecutter.x`, nil for bare names.
    package init(variables: [String: ValueKind] = [:], namespace: String? = nil) {
        self.variables = variables
        self.namespace = namespace
    }

    /// Whether `text` holds Jinja syntax at all.
    ///
    /// - Parameter text: a value from the questionnaire.
    /// - Returns: true when it has a `{{`, `{%` or `{#` opening.
    package func hasJinja(_ text: String) -> Bool { parser.hasJinja(text) }

    /// A value template as a `wizard` template.
    ///
    /// - Parameter source: the Jinja template.
    /// - Returns: the template's text; a text without Jinja comes back unchanged.
    /// - Throws: `JinjaUntranslatable` for anything without a faithful translation.
    package func template(_ source: String) throws(JinjaUntranslatable) -> String {
        var out = ""
        for node in try parser.template(source) {
            switch node {
            case .text(let t): out += t
            case .output(let e):
                for part in Self.concatenated(e) {
                    if case .string(let s) = part {
                        out += s
                        continue
                    }
                    if case .name(let n) = part, let inline = computedTemplates[n], skippedDefaults[n] == nil {
                        out += inline
                        continue
                    }
                    out += "{{ \(rendered(try emit(part, boolean: false))) }}"
                }
            case .conditional, .now:
                out += "{{ \(rendered(try branchValue([node]))) }}"
            case .untranslatable(let reason):
                throw JinjaUntranslatable(reason)
            }
        }
        return out
    }

    /// A `when` template (its rendering read as a boolean) as an expression.
    ///
    /// - Parameter source: the template, one `{{ expression }}` with blanks around it.
    /// - Returns: the expression.
    /// - Throws: `JinjaUntranslatable` for anything else, or an untranslatable expression.
    package func condition(_ source: String) throws(JinjaUntranslatable) -> String {
        let nodes = try parser.template(source).filter { node in
            if case .text(let t) = node { return !t.allSatisfy(\.isWhitespace) }
            return true
        }
        guard nodes.count == 1, case .output(let e) = nodes[0] else {
            throw JinjaUntranslatable(.importJinjaCondition)
        }
        return try emit(e, boolean: true).text
    }

    /// A validator template (an error whenever it renders non-blank text) as an expression that holds
    /// for valid answers (`"true"` when it never fails), and the message to show.
    ///
    /// - Parameter source: the validator template (`{% if bad %}message{% endif %}`).
    /// - Returns: the expression (`"true"` when it never fails) and the message (the
    ///   branches' texts joined by ` / `).
    /// - Throws: `JinjaUntranslatable` for a statement or expression with no translation.
    package func validator(_ source: String) throws(JinjaUntranslatable) -> (expression: String, message: String) {
        let nodes = try parser.template(source)
        var messages: [String] = []
        let error = try errorCondition(nodes, messages: &messages)
        var distinct: [String] = []
        for m in messages where !distinct.contains(m) { distinct.append(m) }
        let message = distinct.isEmpty ? "invalid value" : distinct.joined(separator: " / ")
        if error == "false" { return ("true", message) }
        // `!matches(...)` and the like: the check itself, already a boolean.
        let negated = error.dropFirst()
        if error.hasPrefix("!"), Self.isOneTerm(negated),
            ["matches(", "regex_search(", "startswith(", "endswith(", "empty("].contains(where: { negated.hasPrefix($0) })
        {
            return (String(negated), message)
        }
        return ("!(\(error))", message)
    }

    /// The text a translated branch that Copier renders but `wizard` cannot starts with: the
    /// branch is `int("not translated: …")`, which stops the run with that text if taken.
    static let untakenBranchMarker = "not translated: "

    // MARK: - Templates

    /// The operands of a `~` chain (one element for anything else).
    static func concatenated(_ e: JinjaExpression) -> [JinjaExpression] {
        if case .binary("~", let l, let r) = e { return concatenated(l) + concatenated(r) }
        return [e]
    }

    /// How an emitted value is written into a template: Python spells booleans `True`/`False`.
    func rendered(_ e: Emitted) -> String {
        e.kind == .bool ? "\(e.wrapped) ? \"True\" : \"False\"" : e.text
    }

    /// The value of a branch of an `{% if %}` block, as one expression.
    func branchValue(_ nodes: [JinjaNode]) throws(JinjaUntranslatable) -> Emitted {
        for node in nodes {
            // Copier renders only the branch taken: this one stops the run when it is.
            if case .untranslatable(let reason) = node {
                let message = Self.untakenBranchMarker + reason.english
                return Emitted(text: "int(\(ExpressionPrinter.quotedLiteral(message)))", kind: .string, atomic: true)
            }
        }
        guard nodes.count <= 1 else {
            throw JinjaUntranslatable(.importJinjaBranchMixes)
        }
        guard let node = nodes.first else { return Emitted(text: "\"\"", kind: .string, atomic: true) }
        switch node {
        case .text(let t): return Emitted(text: ExpressionPrinter.quotedLiteral(t), kind: .string, atomic: true)
        case .output(let e):
            let value = try emit(e, boolean: false)
            if value.kind == .bool { return Emitted(text: rendered(value), kind: .string, atomic: false) }
            return value
        case .now(_, let format):
            return Emitted(text: "now(\(ExpressionPrinter.quotedLiteral(format ?? "%Y-%m-%d")))", kind: .string, atomic: true)
        case .untranslatable(let reason):
            throw JinjaUntranslatable(reason)
        case .conditional(let branches, let otherwise):
            var text = try branchValue(otherwise ?? []).text
            for (condition, body) in branches.reversed() {
                let c = try emit(condition, boolean: true)
                text = "\(c.wrapped) ? \(try branchValue(body).wrapped) : \(text)"
            }
            return Emitted(text: text, kind: .string, atomic: false)
        }
    }

    /// When a validator's nodes render non-blank text, as an expression ("false": never).
    func errorCondition(_ nodes: [JinjaNode], messages: inout [String]) throws(JinjaUntranslatable) -> String {
        var parts: [String] = []
        var words: [String] = []
        func flush() {
            let line = words.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if !line.isEmpty {
                messages.append(line)
                parts.append("true")
            }
            words.removeAll()
        }
        for node in nodes {
            switch node {
            case .text(let t):
                words.append(t)
            case .output(let e):
                _ = try emit(e, boolean: false)
                if case .name(let n) = e { words.append(n) } else { words.append("…") }
            case .now:
                throw JinjaUntranslatable(.importJinjaValidatorDate)
            case .untranslatable(let reason):
                throw JinjaUntranslatable(reason)
            case .conditional(let branches, let otherwise):
                flush()
                var translated: [(Emitted, String)] = []
                for (condition, body) in branches {
                    translated.append((try emit(condition, boolean: true), try errorCondition(body, messages: &messages)))
                }
                var text = try errorCondition(otherwise ?? [], messages: &messages)
                for (c, e) in translated.reversed() {
                    if e == "true" && text == "false" {
                        text = c.text
                    } else if e == "false" && text == "false" {
                        continue
                    } else {
                        text = "\(c.wrapped) ? \(Self.wrap(e)) : \(Self.wrap(text))"
                    }
                }
                if text != "false" { parts.append(text) }
            }
        }
        flush()
        if parts.contains("true") { return "true" }
        if parts.isEmpty { return "false" }
        return parts.count == 1 ? parts[0] : parts.map(Self.wrap).joined(separator: " || ")
    }

    /// Whether `text` is one call (`f(...)`), whose parentheses close at its end.
    static func isOneTerm(_ text: Substring) -> Bool {
        guard let open = text.firstIndex(of: "(") else { return false }
        guard text.last == ")", text[..<open].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
        // The parenthesis opened first must close at the very end.
        var depth = 0
        var inString = false
        var escaped = false
        for (offset, c) in text[open...].enumerated() {
            if inString {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
                continue
            }
            if c == "\"" { inString = true }
            if c == "(" { depth += 1 }
            if c == ")" {
                depth -= 1
                if depth == 0 { return offset == text[open...].count - 1 }
            }
        }
        return false
    }

    static func wrap(_ text: String) -> String {
        text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ? text : "(\(text))"
    }
}
