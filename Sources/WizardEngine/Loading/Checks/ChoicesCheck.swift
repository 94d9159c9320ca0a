/// `select` and `multiselect` steps have at least one choice and no duplicated value
/// (SPEC §3.3, §11).
func checkChoices(_ catalog: DecodedCatalog) -> [Diagnostic] {
    catalog.findings(.choices)
}

/// The choices check of one step, run by the decoder while the step's JSON is at hand.
func checkChoices(_ step: Step, _ source: StepSource, file: String, into out: inout [Diagnostic]) {
    guard step.kind.choices != nil, let choicesNode = source.node(.choices), let items = choicesNode.elements
    else { return }
    if items.isEmpty {
        out.append(
            .error(
                "\(stepOfType(step.kind.typeName)) needs at least one choice",
                at: choicesNode.location(in: file), path: source.path("choices")))
    }
    // Up to 16 choices, the earlier ones are scanned: no dictionary per step.
    let scans = items.count <= 16
    var first: [String: JSONNode] = [:]
    for (i, item) in items.enumerated() {
        let valueNode = choiceValueNode(item)
        guard let valueNode, let value = valueNode.stringValue else { continue }
        let earlier = scans ? firstChoice(valued: value, in: items, before: i) : first[value]
        if let earlier {
            let path = source.path("choices") + "[\(i)]" + (valueNode == item ? "" : ".value")
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
private func choiceValueNode(_ item: JSONNode) -> JSONNode? {
    item.stringValue != nil ? item : item["value"]
}

/// The node of the first choice among `items[..<end]` whose value is `value`.
private func firstChoice(valued value: String, in items: [JSONNode], before end: Int) -> JSONNode? {
    for j in 0..<end {
        if let node = choiceValueNode(items[j]), node.stringValue == value { return node }
    }
    return nil
}
