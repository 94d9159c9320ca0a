/// The keys of the flow format (flow, step, `validate`, `repeat` and choice objects), so
/// the decoder names them by case rather than by spelling; the raw value is the key as
/// written in flow files.
enum FlowKey: String, CaseIterable {
    case defaultValue = "default"
    case env, help, id, next, prompt, required, store, type, validate, when
    case placeholder, multiline, choices, kind
    case mustExist = "must_exist"
    case text, flow, present
    case repetition = "repeat"
    case description, flows, imports, language, review, steps, title
    case expr, max
    case maxLength = "max_length"
    case message, min
    case minLength = "min_length"
    case pattern, plugin
    case label, value

    /// The key as written in flow files.
    var name: String { rawValue }
}
