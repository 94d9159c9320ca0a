/// A literal `default` has the step's answer type and, for `select` and `multiselect`, is
/// among the choices Template defaults are checked when rendered.
func checkDefaultValues(_ catalog: DecodedCatalog) -> [Diagnostic] {
    catalog.findings(.defaultValues)
}

/// The default check of one step whose kind is known, run by the decoder while the step's
/// JSON is at hand.
func checkDefaultValue(_ step: Step, _ source: StepSource, file: String, into out: inout [Diagnostic]) {
    guard let value = step.literalDefaultValue, let node = source.node(.defaultValue) else { return }
    func defaultPath() -> String { source.path("default") }
    func fail(_ message: String, at node: JSONNode = node, path: String? = nil, suggestion: String? = nil) {
        out.append(
            .error(message, at: node.location(in: file), path: path ?? defaultPath(), suggestion: suggestion))
    }
    func wrongType(_ expected: String) {
        fail("expected \(expected) default for \(stepOfType(step.kind.typeName)) but found \(node.summary)")
    }
    func checkChoice(_ text: String, at item: JSONNode, path: @autoclosure () -> String) {
        let choices = step.kindChoices ?? []
        guard !choices.contains(where: { $0.value == text }) else { return }
        let values = choices.map(\.value)
        fail(
            "default \(quoted(text)) is not among the choices of step \(quoted(step.id.rawValue))", at: item,
            path: path(), suggestion: didYouMean(text, among: values))
    }
    switch (step.kindCase, value) {
    case (.confirm, .bool), (.number, .integer), (.number, .number), (.integer, .integer): break
    case (.text, .string), (.secret, .string), (.path, .string): break
    case (.plugin, _): break
    case (.select, .string(let text)): checkChoice(text, at: node, path: defaultPath())
    case (.multiselect, .array):
        for (i, item) in (node.elements ?? []).enumerated() {
            if let text = item.stringValue {
                checkChoice(text, at: item, path: defaultPath() + "[\(i)]")
            } else {
                fail(
                    "expected a string choice value but found \(item.summary)", at: item,
                    path: defaultPath() + "[\(i)]")
            }
        }
    case (.confirm, _): wrongType("a boolean")
    case (.number, _): wrongType("a number")
    case (.integer, _): wrongType("an integer")
    case (.select, _), (.text, _), (.secret, _), (.path, _): wrongType("a string")
    case (.multiselect, _): wrongType("an array of strings")
    case (.message, _), (.flow, _):
        fail("\(stepOfType(step.kind.typeName)) takes no default")
    }
}
