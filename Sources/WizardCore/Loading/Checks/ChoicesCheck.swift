/// `select` and `multiselect` steps have at least one choice and no duplicated value.
///
/// The choices check of one step, run by the decoder while the step's JSON is at hand.
func checkChoices(_ step: Step, _ source: StepSource, file: String, into out: inout [Diagnostic]) {
    guard step.kind.choices != nil, let choicesNode = source[.choices], let items = choicesNode.elements else {
        return
    }
    if items.isEmpty {
        out.append(
            .error(
                MessageText(.loadNoChoices, parts: ["step": stepOfType(step.kind.typeName)]),
                at: choicesNode.location(in: file), path: source.path("choices")))
    }
    checkNumberedValues(items, source, file: file, into: &out)
    // The node of the first choice with each value.
    var first: [String: JSONNode] = [:]
    first.reserveCapacity(items.count)
    for (i, item) in items.enumerated() {
        let isObject = item.members != nil
        let valueNode = isObject ? item["value"] : item
        // Values are told apart as they are typed and as `next` keys read them: `1` twice,
        // or `true` beside "true", cannot be told apart.
        guard let valueNode, let value = choiceText(valueNode) else { continue }
        // One hash for a new value; a repeated one puts the first choice's node back.
        guard let earlier = first.updateValue(valueNode, forKey: value) else { continue }
        first[value] = earlier
        let path = source.path("choices") + "[\(i)]" + (isObject ? ".value" : "")
        out.append(
            .error(
                MessageText(
                    .loadDuplicateChoice,
                    ["value": quoted(value), "line": String(earlier.line), "column": String(earlier.column)]),
                at: valueNode.location(in: file), path: path))
    }
}

/// A choice value that is also the number of another choice in the list (`choices: [2, 1]`,
/// listed `1) 2`, `2) 1`) is read as the value when typed (docs/writing-flows.md): a
/// warning says so, as a user who types the number of the list gets the other choice.
private func checkNumberedValues(_ items: [JSONNode], _ source: StepSource, file: String, into out: inout [Diagnostic]) {
    for (i, item) in items.enumerated() {
        let isObject = item.members != nil
        let valueNode = isObject ? item["value"] : item
        guard let valueNode, let text = valueNode.stringValue ?? integerText(valueNode), let number = Int(text),
            number >= 1, number <= items.count, number != i + 1
        else { continue }
        let path = source.path("choices") + "[\(i)]" + (isObject ? ".value" : "")
        out.append(
            .warning(
                MessageText(.loadChoiceValueIsNumber, ["value": quoted(text), "text": text, "number": String(number)]),
                at: valueNode.location(in: file), path: path))
    }
}

/// The text of an integer node, else nil.
private func integerText(_ node: JSONNode) -> String? {
    if case .integer(let n) = node.value { String(n) } else { nil }
}

/// A scalar choice value as typed (`red`, `1`, `2.5`, `true`); nil for anything else.
private func choiceText(_ node: JSONNode) -> String? {
    switch node.value {
    case .string(let text): text
    case .integer, .number, .bool: Evaluator.text(of: node.toAnswerValue())
    default: nil
    }
}
