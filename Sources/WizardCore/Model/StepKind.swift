/// The kind of a step and the keys that belong to it.
public enum StepKind: Sendable, Equatable {
    /// Free text, with an optional placeholder shown while the input is empty; with
    /// `isMultiline`, an answer of several lines (`multiline`).
    case text(placeholder: Template?, isMultiline: Bool = false)
    /// Text read without echo; never written to session files.
    case secret
    /// Yes or no; the answer is a boolean.
    case confirm
    /// One of the choices; the answer is the picked choice's value.
    case select([Choice])
    /// Any number of the choices; the answer is an array of their values.
    case multiselect([Choice])
    /// A number; the answer is always `.number` (`42` gives `42.0`, printed as `42`).
    case number
    /// A whole number.
    case integer
    /// A file-system path; `mustExist` requires something of `kind` at it.
    case path(mustExist: Bool, kind: PathKind)
    /// A list of strings: items separated by commas when typed, a JSON array elsewhere.
    case list
    /// Any JSON value, typed as JSON text.
    case json
    /// Text shown, nothing asked; never stored.
    case message(Template)
    /// A sub-flow, run in place, as a sheet or cover, or repeated.
    case flow(FlowReference)
    /// A type registered by a plugin; `configuration` holds the step's other keys.
    case plugin(name: String, configuration: AnswerValue)

    /// The `type` name as written in flow files.
    public var typeName: String {
        switch self {
        case .text: "text"
        case .secret: "secret"
        case .confirm: "confirm"
        case .select: "select"
        case .multiselect: "multiselect"
        case .number: "number"
        case .integer: "integer"
        case .path: "path"
        case .list: "list"
        case .json: "json"
        case .message: "message"
        case .flow: "flow"
        case .plugin(let name, _): name
        }
    }

    /// The built-in type names.
    public static let builtInTypeNames = [
        "text", "secret", "confirm", "select", "multiselect", "number", "integer", "path", "list",
        "json", "message", "flow",
    ]

    /// The choices of a `select` or `multiselect` step, else nil.
    public var choices: [Choice]? {
        switch self {
        case .select(let c), .multiselect(let c): c
        default: nil
        }
    }
}
