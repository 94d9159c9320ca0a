extension FlowDecoder {
    /// Records an error at `node`.
    mutating func error(_ message: String, at node: JSONValue, path: @autoclosure () -> String, suggestion: String? = nil) {
        diagnostics.append(.error(message, at: node.location(in: file), path: path(), suggestion: suggestion))
    }

    /// Records `expected WHAT but found SUMMARY` at `node`.
    mutating func expected(_ what: String, found node: JSONValue, path: @autoclosure () -> String) {
        error("expected \(what) but found \(node.summary)", at: node, path: path())
    }

    mutating func string(_ node: JSONValue, path: @autoclosure () -> String) -> String? {
        if let s = node.stringValue { return s }
        expected("a string", found: node, path: path())
        return nil
    }

    mutating func bool(_ node: JSONValue, path: @autoclosure () -> String) -> Bool? {
        if let b = node.boolValue { return b }
        expected("a boolean", found: node, path: path())
        return nil
    }

    mutating func integer(_ node: JSONValue, path: @autoclosure () -> String) -> Int? {
        if let i = node.integerValue { return i }
        expected("an integer", found: node, path: path())
        return nil
    }

    mutating func number(_ node: JSONValue, path: @autoclosure () -> String) -> Double? {
        if let d = node.numberValue { return d }
        expected("a number", found: node, path: path())
        return nil
    }

    mutating func array(_ node: JSONValue, path: @autoclosure () -> String) -> JSONElements? {
        if node.isArray { return node.elements }
        expected("an array", found: node, path: path())
        return nil
    }

    mutating func object(_ node: JSONValue, path: @autoclosure () -> String, what: String = "an object") -> JSONMembers? {
        if node.isObject { return node.members }
        expected(what, found: node, path: path())
        return nil
    }

    /// One of `names` (a closed set of words such as `push`/`sheet`/`cover`).
    mutating func word(_ node: JSONValue, path: @autoclosure () -> String, among names: [String]) -> String? {
        guard let text = string(node, path: path()) else { return nil }
        if names.contains(text) { return text }
        let list = names.map { "'\($0)'" }.joined(separator: ", ")
        error(
            "unknown value \(quoted(text)); expected one of \(list)", at: node, path: path(),
            suggestion: didYouMean(text, among: names))
        return nil
    }

    /// Parses a template; a syntax error is reported at its column.
    mutating func template(_ node: JSONValue, path: @autoclosure () -> String, place: SitePlace) -> Template? {
        guard let source = string(node, path: path()) else { return nil }
        do throws(ExpressionSyntaxError) {
            let template = try Template.parse(source, using: expressionBuilder)
            recordSite(
                node, path: path(), place: place, isTemplate: true, paths: template.referencedPaths,
                functions: template.calledFunctions)
            return template
        } catch {
            syntaxError(error, in: node, path: path(), noun: "template")
            return nil
        }
    }

    /// Parses an expression; a syntax error is reported at its column.
    mutating func expression(_ node: JSONValue, path: @autoclosure () -> String, place: SitePlace)
        -> CompactExpression?
    {
        guard let source = string(node, path: path()) else { return nil }
        do throws(ExpressionSyntaxError) {
            let expression = try CompactExpression.parse(source, using: expressionBuilder)
            recordSite(
                node, path: path(), place: place, isTemplate: false, paths: expression.referencedPaths,
                functions: expression.calledFunctions)
            return expression
        } catch {
            syntaxError(error, in: node, path: path(), noun: "expression")
            return nil
        }
    }

    /// Records an expression or template: its answer paths as a site for the path check
    /// (only when it reads some), and its calls of unknown functions as diagnostics.
    private mutating func recordSite(
        _ node: JSONValue, path: @autoclosure () -> String, place: SitePlace, isTemplate: Bool,
        paths: [PathReference], functions: [FunctionCallSite]
    ) {
        if !paths.isEmpty {
            sites.append(ExpressionSite(isTemplate: isTemplate, position: SourcePosition(node), place: place, paths: paths))
        }
        for call in functions where !functionNames.contains(call.name) {
            let noun = isTemplate ? "template" : "expression"
            unknownFunctions.append(
                .error(
                    "unknown function \(quoted(call.name)) (column \(call.column) of the \(noun))",
                    at: node.location(in: file, scalarOffset: call.column - 1), path: path(),
                    suggestion: didYouMean(call.name, among: functionNames)))
        }
    }

    /// `invalid expression: MESSAGE (column N of the expression)`, at the file position of
    /// that column when no escape precedes it.
    mutating func syntaxError(_ error: ExpressionSyntaxError, in node: JSONValue, path: @autoclosure () -> String, noun: String) {
        diagnostics.append(
            .error(
                "invalid \(noun): \(error.message) (column \(error.column) of the \(noun))",
                at: node.location(in: file, scalarOffset: error.column - 1), path: path()))
    }

    /// Reports every member of `members` whose key is not in `allowed` (keys starting with
    /// `x-` and `$schema` are always allowed). `misplaced` explains keys that belong
    /// elsewhere, such as a `select` key on a `text` step.
    mutating func checkKeys(
        _ members: JSONMembers, allowed: [String], in context: @autoclosure () -> String,
        path: @autoclosure () -> String,
        misplaced: (String) -> String? = { _ in nil }
    ) {
        for member in members {
            let key = member.key
            if allowed.contains(where: { sameText($0, key) }) { continue }
            if key == "$schema" || key.hasPrefix("x-") { continue }
            let memberPath = joinJSONPath(path(), key)
            let location = member.keyLocation(in: file)
            if let reason = misplaced(key) {
                diagnostics.append(.error(reason, at: location, path: memberPath))
            } else {
                diagnostics.append(
                    .error(
                        "unknown key \(quoted(key)) in \(context())", at: location, path: memberPath,
                        suggestion: didYouMean(key, among: allowed)))
            }
        }
    }

    /// Reports a required key that is missing from the object at `node`.
    mutating func missing(_ key: String, in context: String, at node: JSONValue, path: @autoclosure () -> String) {
        error("missing required key \(quoted(key)) in \(context)", at: node, path: path())
    }
}

/// Whether `text` holds `{{`, scanning bytes (`String.contains` goes through the generic
/// string-processing search, thousands of instructions per call).
func containsTemplateOpening(_ text: String) -> Bool {
    func scan(_ bytes: some Sequence<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: "{") && previous == byte { return true }
            previous = byte
        }
        return false
    }
    // In place over the bytes (native and small strings); `String.utf8` iteration costs
    // several times more per byte.
    return text.utf8.withContiguousStorageIfAvailable(scan) ?? scan(text.utf8)
}
