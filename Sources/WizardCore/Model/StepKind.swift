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

/// What a `path` step accepts: a regular `file`, a `directory`, or `any` kind of entry.
public enum PathKind: String, Sendable, Equatable, Codable {
    case file, directory, any
}

/// One choice of a `select` or `multiselect` step.
public struct Choice: Sendable, Equatable {
    /// The answer recorded when the choice is picked: a string, a number or a boolean,
    /// kept with its JSON type.
    public var value: AnswerValue
    /// What the list shows (defaults to the value).
    public var label: String?
    /// Extra text shown on `:help`.
    public var help: String?
    /// The choice is offered only when this holds.
    public var when: Expression?

    /// Creates a choice.
    ///
    /// - Parameters:
    ///   - value: the answer recorded when the choice is picked.
    ///   - label: what the list shows; nil shows `value`.
    ///   - help: extra text shown on `:help`, if any.
    ///   - when: the choice is offered only when this holds; nil offers it always.
    public init(value: AnswerValue, label: String? = nil, help: String? = nil, when: Expression? = nil) {
        self.value = value
        self.label = label
        self.help = help
        self.when = when
    }

    /// Creates a choice whose value is a string.
    ///
    /// - Parameters:
    ///   - value: the string recorded when the choice is picked.
    ///   - label: what the list shows; nil shows `value`.
    ///   - help: extra text shown on `:help`, if any.
    ///   - when: the choice is offered only when this holds; nil offers it always.
    public init(value: String, label: String? = nil, help: String? = nil, when: Expression? = nil) {
        self.init(value: .string(value), label: label, help: help, when: when)
    }

    /// The value as typed and shown: a string as is, a number as written in JSON
    /// (`16.0` is `16`), a boolean as `true` or `false`.
    public var text: String { Evaluator.text(of: value) }
}

/// How a sub-flow is shown (`present`; the raw values are the JSON spellings): `push` on
/// the same stack, or a modal `sheet` that `dismiss` may close, or a `cover` that can only
/// be completed.
public enum Presentation: String, Sendable, Equatable, Codable {
    case push, sheet, cover
}

/// The `flow` of a `flow` step: which sub-flow, how it is shown, and whether it repeats.
public struct FlowReference: Sendable, Equatable {
    /// The sub-flow's id.
    public var flow: FlowID
    /// Push onto the same stack, or a modal sheet or cover.
    public var presentation: Presentation
    /// When set, the sub-flow runs once per item of a list.
    public var repetition: Repetition?

    /// Creates a reference.
    ///
    /// - Parameters:
    ///   - flow: the sub-flow's id (the loader checks that it exists).
    ///   - presentation: how the sub-flow is shown (`.push` by default).
    ///   - repetition: the `repeat` rule, or nil to run the sub-flow once.
    public init(flow: FlowID, presentation: Presentation = .push, repetition: Repetition? = nil) {
        self.flow = flow
        self.presentation = presentation
        self.repetition = repetition
    }
}

/// A `repeat` rule: collect a list of items, each a run of the sub-flow.
public struct Repetition: Sendable, Equatable {
    /// The "add another?" question.
    public var prompt: Template?
    /// The fewest items (asked for without the question).
    public var min: Int
    /// The most items, or nil for no bound.
    public var max: Int?

    /// Creates a rule, unchecked (the loader rejects `min` below 0 and `max` below `min`).
    ///
    /// - Parameters:
    ///   - prompt: the "add another?" question, or nil for the default wording.
    ///   - min: the fewest items, asked for without the question (0 by default).
    ///   - max: the most items, or nil for no bound.
    public init(prompt: Template? = nil, min: Int = 0, max: Int? = nil) {
        self.prompt = prompt
        self.min = min
        self.max = max
    }
}
