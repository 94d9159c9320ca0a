/// `select` and `multiselect` steps have at least one choice and no duplicated value
/// (SPEC §3.3, §11).
func checkChoices(_ catalog: DecodedCatalog) -> [Diagnostic] {
    var out: [Diagnostic] = []
    for decoded in catalog.flows {
        for (step, source) in zip(decoded.flow.steps, decoded.steps) {
            guard let choicesNode = source.node("choices"), let items = choicesNode.elements,
                step.kind.choices != nil
            else { continue }
            if items.isEmpty {
                out.append(
                    .error(
                        "\(stepOfType(step.kind.typeName)) needs at least one choice",
                        at: choicesNode.location(in: decoded.file), path: source.path("choices")))
            }
            var first: [String: JSONNode] = [:]
            for (i, item) in items.enumerated() {
                let valueNode = item.stringValue != nil ? item : item["value"]
                guard let valueNode, let value = valueNode.stringValue else { continue }
                if let earlier = first[value] {
                    let path = source.path("choices") + "[\(i)]" + (valueNode == item ? "" : ".value")
                    out.append(
                        .error(
                            "duplicate choice value \(quoted(value)) (first at line \(earlier.line), column \(earlier.column))",
                            at: valueNode.location(in: decoded.file), path: path))
                } else {
                    first[value] = valueNode
                }
            }
        }
    }
    return out
}
