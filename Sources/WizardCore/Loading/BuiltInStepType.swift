/// A built-in step type, as the decoder tells them apart; the raw value is its name (one
/// of `StepKind.builtInTypeNames`).
enum BuiltInStepType: String, CaseIterable {
    case text, secret, confirm, select, multiselect, number, integer, path, list, json, message, flow
}
