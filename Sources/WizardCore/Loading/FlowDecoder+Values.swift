extension FlowDecoder {
    /// Records an error at `node`.
    mutating func error(
        _ message: MessageText, at node: JSONNode, path: @autoclosure () -> String, suggestion: MessageText? = nil
    ) {
        diagnostics.append(.error(message, at: node.location(in: file), path: path(), suggestion: suggestion))
    }

    /// Records `expected WHAT but found SUMMARY` at `node`; `what` is a `load.value.` message.
    mutating func expected(_ what: MessageKey, found node: JSONNode, path: @autoclosure () -> String) {
        error(MessageText(.loadExpected, parts: ["what": MessageText(what), "found": node.summaryText]), at: node, path: path())
    }

    mutating func string(_ node: JSONNode, path: @autoclosure () -> String) -> String? {
        if let s = node.stringValue { return s }
        expected(.loadValueString, found: node, path: path())
        return nil
    }

    mutating func bool(_ node: JSONNode, path: @autoclosure () -> String) -> Bool? {
        if let b = node.boolValue { return b }
        expected(.loadValueBoolean, found: node, path: path())
        return nil
    }

    /// An integer, also written with a zero fraction or an exponent (`2.0`, `2e0`): JSON
    /// Schema, which editors check flows with, counts those as integers too.
    mutating func integer(_ node: JSONNode, path: @autoclosure () -> String) -> Int? {
        if let i = node.integerValue ?? node.wholeNumberValue { return i }
        expected(.loadValueInteger, found: node, path: path())
        return nil
    }

    /// A step's `env`: a name a shell can export (`[A-Za-z_][A-Za-z0-9_]*`), since `export
    /// MY-VAR=x` fails and the step could then only be pre-answered through `env(1)`.
    mutating func environmentVariableName(_ node: JSONNode, path: @autoclosure () -> String) -> String? {
        guard let name = string(node, path: path()) else { return nil }
        if isEnvironmentVariableName(name) { return name }
        var fixed = String(name.unicodeScalars.map { isNameScalar($0) ? Character($0) : "_" })
        if let first = fixed.unicodeScalars.first, ("0"..."9").contains(first) { fixed = "_" + fixed }
        error(
            MessageText(.loadEnvironmentName, ["name": quoted(name)]), at: node, path: path(),
            suggestion: fixed.isEmpty ? nil : MessageText(.loadDidYouMean, ["name": quoted(fixed)]))
        return nil
    }

    mutating func number(_ node: JSONNode, path: @autoclosure () -> String) -> Double? {
        if let d = node.numberValue { return d }
        expected(.loadValueNumber, found: node, path: path())
        return nil
    }

    mutating func array(_ node: JSONNode, path: @autoclosure () -> String) -> [JSONNode]? {
        if let elements = node.elements { return elements }
        expected(.loadValueArray, found: node, path: path())
        return nil
    }

    mutating func object(
        _ node: JSONNode, path: @autoclosure () -> String, what: MessageKey = .loadValueObject
    ) -> [JSONMember]? {
        if let members = node.members { return members }
        expected(what, found: node, path: path())
        return nil
    }

    /// One of `names` (a closed set of words such as `push`/`sheet`/`cover`).
    mutating func word(_ node: JSONNode, path: @autoclosure () -> String, among names: [String]) -> String? {
        guard let text = string(node, path: path()) else { return nil }
        if names.contains(text) { return text }
        let list = names.map { "'\($0)'" }.joined(separator: ", ")
        error(
            MessageText(.loadUnknownValue, ["value": quoted(text), "names": list]), at: node, path: path(),
            suggestion: didYouMean(text, among: names))
        return nil
    }

    /// Parses a template; a syntax error is reported at its column.
    mutating func template(_ node: JSONNode, path: @autoclosure () -> String, place: SitePlace) -> Template? {
        guard let source = string(node, path: path()) else { return nil }
        do throws(ExpressionSyntaxError) {
            let template = try Template.parse(source)
            for hole in template.expressions {
                recordSite(node, path: path(), place: place, expression: hole, isTemplate: true)
            }
            return template
        } catch {
            syntaxError(error, in: node, path: path(), isTemplate: true)
            return nil
        }
    }

    /// Parses an expression; a syntax error is reported at its column.
    mutating func expression(_ node: JSONNode, path: @autoclosure () -> String, place: SitePlace)
        -> Expression?
    {
        guard let source = string(node, path: path()) else { return nil }
        let parsed = Result { () throws(ExpressionSyntaxError) in
            try Expression.parse(source)
        }
        switch parsed {
        case .success(let expression):
            recordSite(node, path: path(), place: place, expression: expression, isTemplate: false)
            return expression
        case .failure(let error):
            syntaxError(error, in: node, path: path(), isTemplate: false)
            return nil
        }
    }

    /// Records an expression or a template's hole: a site for the path check when it reads
    /// answer paths, and its calls of unknown functions as diagnostics.
    private mutating func recordSite(
        _ node: JSONNode, path: @autoclosure () -> String, place: SitePlace, expression: Expression,
        isTemplate: Bool
    ) {
        let paths = expression.referencedPaths
        if !paths.isEmpty {
            sites.append(
                PendingSite(
                    expression: expression, isTemplate: isTemplate, position: SourcePosition(node), place: place,
                    paths: paths))
        }
        let key: MessageKey = isTemplate ? .loadUnknownFunctionInTemplate : .loadUnknownFunctionInExpression
        for call in expression.calledFunctions where !functionNames.contains(call.name) {
            unknownFunctions.append(
                .error(
                    MessageText(key, ["name": quoted(call.name), "column": String(call.column)]),
                    at: node.location(in: file, scalarOffset: call.column - 1), path: path(),
                    suggestion: didYouMean(call.name, among: functionNames)))
        }
    }

    /// `invalid expression: MESSAGE (column N of the expression)`, at the file position of
    /// that column when no escape precedes it.
    mutating func syntaxError(
        _ error: ExpressionSyntaxError, in node: JSONNode, path: @autoclosure () -> String, isTemplate: Bool
    ) {
        diagnostics.append(
            .error(
                MessageText(
                    isTemplate ? .loadInvalidTemplate : .loadInvalidExpression, ["column": String(error.column)],
                    parts: ["reason": error.text]),
                at: node.location(in: file, scalarOffset: error.column - 1), path: path()))
    }

    /// Reports every member of `members` whose key is not in `allowed` (keys starting with
    /// `x-` and `$schema` are always allowed). `misplaced` explains keys that belong
    /// elsewhere, such as a `select` key on a `text` step. `context` says where the keys
    /// are, with its preposition (*in step*).
    mutating func checkKeys(
        _ members: [JSONMember], allowed: [String], in context: @autoclosure () -> MessageText,
        path: @autoclosure () -> String,
        misplaced: (String) -> MessageText? = { _ in nil }
    ) {
        for member in members where !allowed.contains(member.key) {
            unknownKey(member, allowed: allowed, in: context(), path: path(), misplaced: misplaced)
        }
    }

    /// Reports `member`, whose key is not in `allowed`, unless it starts with `x-` or is
    /// `$schema` (whose value must be a string); `misplaced` may explain where the key
    /// belongs instead.
    mutating func unknownKey(
        _ member: JSONMember, allowed: [String], in context: @autoclosure () -> MessageText,
        path: @autoclosure () -> String,
        misplaced: (String) -> MessageText? = { _ in nil }
    ) {
        let key = member.key
        if key == "$schema" {
            _ = string(member.value, path: joinJSONPath(path(), key))  // an editor reads it as a URI
            return
        }
        if key.hasPrefix("x-") { return }
        let memberPath = joinJSONPath(path(), key)
        let location = member.keyLocation(in: file)
        if let reason = misplaced(key) {
            diagnostics.append(.error(reason, at: location, path: memberPath))
        } else {
            diagnostics.append(
                .error(
                    MessageText(.loadUnknownKey, ["key": quoted(key)], parts: ["context": context()]), at: location,
                    path: memberPath,
                    suggestion: didYouMean(key, among: allowed)))
        }
    }

    /// Reports a required key that is missing from the object at `node`.
    mutating func missing(_ key: String, in context: MessageText, at node: JSONNode, path: @autoclosure () -> String) {
        error(MessageText(.loadMissingKey, ["key": quoted(key)], parts: ["context": context]), at: node, path: path())
    }
}

/// Whether `name` is `[A-Za-z_][A-Za-z0-9_]*`.
func isEnvironmentVariableName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy(isNameScalar)
}

/// An ASCII letter, digit or `_`.
private func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
}
