/// One step of a flow, as loaded and checked (the keys are described in docs/writing-flows.md#example-flows).
public struct Step: Sendable, Equatable {
    /// The step's id, unique within its flow, and its answer's key.
    public var id: StepID
    /// What the step asks and how input is read.
    public var kind: StepKind
    /// The question (required for every kind but `message` and `flow`).
    public var prompt: Template?
    /// Text shown on `:help`.
    public var help: Template?
    /// The step's name in the breadcrumb, the collapsed answer and `--explain` (nil: the id, humanised).
    public var title: Template?
    /// The answer used on empty input and by `--defaults` / `--non-interactive`.
    public var defaultValue: StepDefault?
    /// The step is entered only when this holds; otherwise it is skipped.
    public var when: Expression?
    /// Whether empty input with no default is refused (`text`, `path`, `secret`).
    public var isRequired: Bool
    /// Validation rules for the answer.
    public var validation: ValidationRule
    /// Where to go after this step; nil means the following step whose `when` holds.
    public var next: NextRule?
    /// Whether the answer appears in the output.
    public var isStored: Bool
    /// An environment variable that pre-answers the step when set.
    public var environmentVariable: String?
    /// Where a `select` or `multiselect` step's choices come from when a plugin computes
    /// them (the kind then holds none); nil for fixed choices.
    public var choicesSource: ChoicesSource?
    /// Where the step's object starts in its file.
    public var location: SourceLocation

    /// Creates a step, unchecked: the loader checks ids, required keys and expressions.
    ///
    /// - Parameters:
    ///   - id: the step's id, unique within its flow.
    ///   - kind: what the step asks and how input is read.
    ///   - prompt: the question (needed by every kind but `message` and `flow`).
    ///   - help: text shown on `:help`, if any.
    ///   - defaultValue: the answer used on empty input and by `--defaults`, if any.
    ///   - when: the step is entered only when this holds; nil enters it always.
    ///   - isRequired: whether empty input with no default is refused (true by default).
    ///   - validation: rules the answer must pass (none by default).
    ///   - next: where to go after this step; nil goes to the following step.
    ///   - isStored: whether the answer appears in the output (true by default).
    ///   - environmentVariable: an environment variable that pre-answers the step, if any.
    ///   - location: where the step's object starts (line 1, column 1 of `<memory>` by default).
    public init(
        id: StepID, kind: StepKind, prompt: Template? = nil, help: Template? = nil,
        defaultValue: StepDefault? = nil, when: Expression? = nil, isRequired: Bool = true,
        validation: ValidationRule = ValidationRule(), next: NextRule? = nil,
        isStored: Bool = true, environmentVariable: String? = nil,
        location: SourceLocation = SourceLocation(file: "<memory>", line: 1, column: 1)
    ) {
        self.id = id
        self.kind = kind
        self.prompt = prompt
        self.help = help
        self.defaultValue = defaultValue
        self.when = when
        self.isRequired = isRequired
        self.validation = validation
        self.next = next
        self.isStored = isStored
        self.environmentVariable = environmentVariable
        self.location = location
    }

    /// Whether the step waits for input (every kind but `message` and `flow`).
    public var isInput: Bool {
        switch kind {
        case .message, .flow: false
        default: true
        }
    }

    /// Whether the answer is a secret (never echoed, never in history or session files).
    public var isSecret: Bool {
        if case .secret = kind { true } else { false }
    }

    var typeName: String { kind.typeName }

    var isPath: Bool {
        if case .path = kind { true } else { false }
    }

    var textPlaceholder: Template? {
        if case .text(let placeholder, _) = kind { placeholder } else { nil }
    }

    /// Whether the step is a `text` step that takes several lines (`multiline`).
    public var isMultiline: Bool {
        if case .text(_, let isMultiline) = kind { isMultiline } else { false }
    }

    /// The case of `kind`, without its payload.
    enum KindCase {
        case text, secret, confirm, select, multiselect, number, integer, path, list, json, message, flow, plugin
    }

    var kindCase: KindCase {
        switch kind {
        case .text: .text
        case .secret: .secret
        case .confirm: .confirm
        case .select: .select
        case .multiselect: .multiselect
        case .number: .number
        case .integer: .integer
        case .path: .path
        case .list: .list
        case .json: .json
        case .message: .message
        case .flow: .flow
        case .plugin: .plugin
        }
    }

    var flowReference: FlowReference? {
        if case .flow(let reference) = kind { reference } else { nil }
    }

    /// The value of a literal default (`defaultValue` as `.value`), else nil.
    var literalDefaultValue: AnswerValue? {
        if case .value(let value)? = defaultValue { value } else { nil }
    }
}
