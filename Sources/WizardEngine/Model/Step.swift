/// One step of a flow (SPEC §3.2), as loaded and checked.
public struct Step: Sendable, Equatable {
    /// The step's id, unique within its flow, and its answer's key.
    public var id: StepID
    /// What the step asks and how input is read.
    public var kind: StepKind
    /// The question (required for every kind but `message` and `flow`).
    public var prompt: Template?
    /// Text shown on `:help`.
    public var help: Template?
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
    /// Where the step's object starts in its file.
    public var location: SourceLocation

    /// Creates a step; the loader is the usual source of steps.
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
}

/// A step's default: a literal value, or a template rendered when the step is reached.
public enum StepDefault: Sendable, Equatable {
    case value(AnswerValue)
    case template(Template)
}

/// Where a step leads (SPEC §3.2 `next`).
public enum NextRule: Sendable, Equatable {
    /// Always this target.
    case target(NextTarget)
    /// A map from the answer's text (JSON text for non-strings) to a target, with an
    /// optional `"*"` fallback; with no match and no fallback the default order applies.
    /// Keys are kept in file order.
    case branches([(key: String, target: NextTarget)], fallback: NextTarget?)

    /// Whether both hold the same value (for `NextRule` and `RegexPattern`, the same source text).
    public static func == (lhs: NextRule, rhs: NextRule) -> Bool {
        switch (lhs, rhs) {
        case (.target(let a), .target(let b)): a == b
        case (.branches(let a, let fa), .branches(let b, let fb)):
            fa == fb && a.count == b.count
                && zip(a, b).allSatisfy { $0.key == $1.key && $0.target == $1.target }
        default: false
        }
    }
}

/// A `next` target: a step of the same flow, or the end of the flow.
public enum NextTarget: Sendable, Equatable {
    case step(StepID)
    case end
}
