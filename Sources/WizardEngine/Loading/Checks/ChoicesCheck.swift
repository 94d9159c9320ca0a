/// `select` and `multiselect` steps have at least one choice and no duplicated value
/// (SPEC §3.3, §11).
func checkChoices(_ catalog: DecodedCatalog) -> [Diagnostic] {
    catalog.findings(.choices)
}

/// The choices check of one step, run by the decoder while the step's JSON is at hand.
///
/// `valuesKnownDistinct`: the decoder knows the values are distinct (the list is shared
/// with an earlier one that has distinct values), so duplicates are not looked for.
func checkChoices(
    _ step: Step, _ source: StepSource, valuesKnownDistinct: Bool, file: String, into out: inout [Diagnostic]
) {
    guard source.has(.choices), step.kindChoices != nil, let choicesNode = source.node(.choices), choicesNode.isArray else { return }
    let items = choicesNode.elements
    if items.isEmpty {
        out.append(
            .error(
                "\(stepOfType(step.kind.typeName)) needs at least one choice",
                at: choicesNode.location(in: file), path: source.path("choices")))
    }
    if valuesKnownDistinct { return }
    // Up to 16 choices, the earlier ones are scanned, comparing their text in the tape:
    // no dictionary and no string per step.
    let scans = items.count <= 16
    var first: [String: JSONValue] = [:]
    for (i, item) in items.enumerated() {
        guard let valueNode = choiceValueNode(item), valueNode.isString else { continue }
        let earlier: JSONValue?
        if scans {
            earlier = firstChoice(valued: valueNode, in: items, before: i)
        } else {
            let value = valueNode.stringValue ?? ""
            earlier = first[value]
            if earlier == nil { first[value] = valueNode }
        }
        if let earlier {
            let value = valueNode.stringValue ?? ""
            let path = source.path("choices") + "[\(i)]" + (valueNode.index == item.index ? "" : ".value")
            out.append(
                .error(
                    "duplicate choice value \(quoted(value)) (first at line \(earlier.line), column \(earlier.column))",
                    at: valueNode.location(in: file), path: path))
        }
    }
}

/// The node holding a choice's value: the item itself when a string, else its `value`.
private func choiceValueNode(_ item: JSONValue) -> JSONValue? {
    item.isString ? item : item["value"]
}

/// The node of the first choice among `items[..<end]` whose value is the text of the
/// string `value`.
private func firstChoice(valued value: JSONValue, in items: JSONElements, before end: Int) -> JSONValue? {
    for (j, item) in items.enumerated() {
        if j == end { break }
        if let node = choiceValueNode(item), node.isString, node.tape.holdSameText(node.index, value.index) { return node }
    }
    return nil
}
