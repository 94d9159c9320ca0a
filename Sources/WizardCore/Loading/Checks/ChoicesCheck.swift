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
                "\(stepOfType(step.kind.typeName)) needs at least one choice",
                at: choicesNode.location(in: file), path: source.path("choices")))
    }
    // The node of the first choice with each value.
    var first: [String: JSONNode] = [:]
    first.reserveCapacity(items.count)
    for (i, item) in items.enumerated() {
        let valueNode = item.isString ? item : item["value"]
        guard let valueNode, let value = valueNode.stringValue else { continue }
        // One hash for a new value; a repeated one puts the first choice's node back.
        guard let earlier = first.updateValue(valueNode, forKey: value) else { continue }
        first[value] = earlier
        let path = source.path("choices") + "[\(i)]" + (item.isString ? "" : ".value")
        out.append(
            .error(
                "duplicate choice value \(quoted(value)) (first at line \(earlier.line), column \(earlier.column))",
                at: valueNode.location(in: file), path: path))
    }
}
