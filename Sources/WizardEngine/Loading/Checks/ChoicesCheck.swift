/// `select` and `multiselect` steps have at least one choice and no duplicated value
/// (SPEC §3.3, §11).
func checkChoices(_ catalog: DecodedCatalog) -> [Diagnostic] {
    catalog.findings(.choices)
}

/// The choices check of one step, run by the decoder while the step's JSON is at hand.
func checkChoices(_ step: Step, _ source: StepSource, file: String, into out: inout [Diagnostic]) {
    guard step.kind.choices != nil, let choicesNode = source.node(.choices), choicesNode.isArray else { return }
    let items = choicesNode.elements
    if items.isEmpty {
        out.append(
            .error(
                "\(stepOfType(step.kind.typeName)) needs at least one choice",
                at: choicesNode.location(in: file), path: source.path("choices")))
    }
    // Up to 16 choices, the earlier ones are scanned: no dictionary per step.
    let scans = items.count <= 16
    var first: [String: JSONValue] = [:]
    for (i, item) in items.enumerated() {
        let valueNode = choiceValueNode(item)
        guard let valueNode, let value = valueNode.stringValue else { continue }
        let earlier = scans ? firstChoice(valued: value, in: items, before: i) : first[value]
        if let earlier {
            let path = source.path("choices") + "[\(i)]" + (valueNode.index == item.index ? "" : ".value")
            out.append(
                .error(
                    "duplicate choice value \(quoted(value)) (first at line \(earlier.line), column \(earlier.column))",
                    at: valueNode.location(in: file), path: path))
        } else if !scans {
            first[value] = valueNode
        }
    }
}

/// The node holding a choice's value: the item itself when a string, else its `value`.
private func choiceValueNode(_ item: JSONValue) -> JSONValue? {
    item.isString ? item : item["value"]
}

/// The node of the first choice among `items[..<end]` whose value is `value`.
private func firstChoice(valued value: String, in items: JSONElements, before end: Int) -> JSONValue? {
    for (j, item) in items.enumerated() {
        if j == end { break }
        if let node = choiceValueNode(item), node.isString(value) { return node }
    }
    return nil
}
