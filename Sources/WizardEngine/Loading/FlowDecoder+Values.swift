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
        // Text without `{{` (most prompts and help texts), seen in the file's bytes: the
        // literal template `Template.parse` would make, with no parse and no site, its text
        // made from the bytes in the same look.
        if let text = node.textWithoutTemplateOpening { return Template(literal: text) }
        guard let source = string(node, path: path()) else { return nil }
        do throws(ExpressionSyntaxError) {
            let template = try Template.parse(source, using: expressionBuilder)
            template.forEachHole { recordSite(node, path: path(), place: place, expression: $0, isTemplate: true) }
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
        // Parsed from the file's bytes when the string has no escape (the expression keeps
        // no source text, so none is made); else from its text. The builder is read from
        // `self` where it is used: a local copy of the reference costs a retain and a release.
        let parsed: Result<CompactExpression, ExpressionSyntaxError>
        if let fromBytes = node.withUnescapedStringBytes({ bytes in
            Result { () throws(ExpressionSyntaxError) in
                try CompactExpression.parse(bytes: bytes, using: expressionBuilder)
            }
        }) {
            parsed = fromBytes
        } else {
            guard let source = string(node, path: path()) else { return nil }
            parsed = Result { () throws(ExpressionSyntaxError) in
                try CompactExpression.parse(source, using: expressionBuilder)
            }
        }
        switch parsed {
        case .success(let expression):
            recordSite(node, path: path(), place: place, expression: expression, isTemplate: false)
            return expression
        case .failure(let error):
            syntaxError(error, in: node, path: path(), noun: "expression")
            return nil
        }
    }

    /// Records an expression or a template's hole: a site for the path check when it reads
    /// answer paths, and its calls of unknown functions as diagnostics (both read in place).
    ///
    /// A template's holes are recorded one after the other, in order: their sites and their
    /// diagnostics come out in the order of the holes, as they would for the whole template.
    /// Reading the expression's form directly (no closures, no copy of the function names)
    /// keeps this to the retain of the expression that the site itself needs.
    private mutating func recordSite(
        _ node: JSONValue, path: @autoclosure () -> String, place: SitePlace, expression: CompactExpression,
        isTemplate: Bool
    ) {
        let nodes: ExpressionNodes
        switch expression.form {
        case .literal: return
        case .path:
            sites.append(
                PendingSite(expression: expression, isTemplate: isTemplate, position: SourcePosition(node), place: place))
            return
        case .nodes(let block): nodes = block
        }
        let (readsPaths, callsUnknown) = nodes.withReader { reader in
            (reader.header.pathCount > 0, reader.callBuffer.contains { !functionNames.contains($0.name) })
        }
        if readsPaths {
            sites.append(
                PendingSite(expression: expression, isTemplate: isTemplate, position: SourcePosition(node), place: place))
        }
        guard callsUnknown else { return }
        let noun = isTemplate ? "template" : "expression"
        for call in nodes.calls where !functionNames.contains(call.name) {
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

extension JSONValue {
    /// The text of a string written without an escape and within the template length limit
    /// whose bytes hold no `{{`: the source of a template whose parse is
    /// `Template(literal:)`. Nil for any other value, and when the bytes alone cannot tell
    /// (an escape could spell a brace).
    ///
    /// The text is the string's (`stringValue`: the same bytes, decoded alike), made while
    /// the bytes are at hand.
    var textWithoutTemplateOpening: String? {
        let entry = self.entry
        guard entry.kind == .string, entry.payload >= 0,
            Int(entry.payload >> 32) <= ExpressionSyntaxError.maximumSourceLength
        else { return nil }
        return tape.storage.pointee.withBytes(of: entry) { bytes in
            holdsTemplateOpening(bytes) ? nil : String(utf8Bytes: bytes)
        }
    }
}

extension JSONValue {
    /// Calls `body` with the bytes of a string written without an escape (valid only
    /// during the call); nil for any other value.
    func withUnescapedStringBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        let entry = self.entry
        guard entry.kind == .string, entry.payload >= 0 else { return nil }
        return tape.storage.pointee.withBytes(of: entry, body)
    }
}

/// Whether `bytes` hold `{{`.
///
/// Looks at every second byte: of the two bytes of a `{{`, one has an odd index, so a `{`
/// there with a `{` on either side finds every pair, in half the steps of a byte-by-byte
/// scan.
@inline(__always)
func holdsTemplateOpening(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let brace = UInt8(ascii: "{")
    let count = bytes.count
    var index = 1
    while index < count {
        if bytes[index] == brace, bytes[index - 1] == brace || (index + 1 < count && bytes[index + 1] == brace) {
            return true
        }
        index += 2
    }
    return false
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
    return text.utf8.withContiguousStorageIfAvailable(holdsTemplateOpening) ?? scan(text.utf8)
}
