/// One step of a flow (SPEC §3.2), as loaded and checked.
///
/// A value with copy-on-write storage: the engine and the checks copy steps often (out of
/// `Flow.steps`, into prompts and parsers), and a step holds a dozen reference-counted
/// fields, so its fields live in one shared box and a copy costs one retain. Mutating a
/// field of a shared step copies the box first; value semantics are unchanged.
///
/// The fields many steps leave unset (`help`, `validation`, `next`, `environmentVariable`)
/// live in a second, immutable box that exists only when one of them is set: a large flow
/// holds one step box per step, and those fields took half of it.
public struct Step: Sendable, Equatable {
    /// The fields; never mutated while shared (see `unique`).
    private var storage: Storage

    /// The step's id, unique within its flow, and its answer's key.
    public var id: StepID {
        get { storage.id }
        set { unique().id = newValue }
    }
    /// What the step asks and how input is read.
    public var kind: StepKind {
        get { storage.kind }
        set { unique().kind = newValue }
    }
    /// The question (required for every kind but `message` and `flow`).
    public var prompt: Template? {
        get { storage.prompt }
        set { unique().prompt = newValue }
    }
    /// Text shown on `:help`.
    public var help: Template? {
        get { storage.extras?.help }
        set { updateExtras { $0.help = newValue } }
    }
    /// The answer used on empty input and by `--defaults` / `--non-interactive`.
    public var defaultValue: StepDefault? {
        get { storage.defaultValue }
        set { unique().defaultValue = newValue }
    }
    /// The step is entered only when this holds; otherwise it is skipped.
    public var when: Expression? {
        get { storage.when }
        set { unique().when = newValue }
    }
    /// Whether empty input with no default is refused (`text`, `path`, `secret`).
    public var isRequired: Bool {
        get { storage.isRequired }
        set { unique().isRequired = newValue }
    }
    /// Validation rules for the answer.
    public var validation: ValidationRule {
        get { storage.extras?.validation ?? ValidationRule() }
        set { updateExtras { $0.validation = newValue } }
    }
    /// `validation.plugin`, read in place (no copy of the whole rule).
    var validationPlugin: String? { storage.extras?.fields.validation.plugin }

    /// The four bounds of `validation`, read in place (no copy of the whole rule).
    var validationBounds: (minLength: Int?, maxLength: Int?, min: Double?, max: Double?) {
        guard let extras = storage.extras else { return (nil, nil, nil, nil) }
        return (
            extras.fields.validation.minLength, extras.fields.validation.maxLength, extras.fields.validation.min,
            extras.fields.validation.max
        )
    }

    /// Where to go after this step; nil means the following step whose `when` holds.
    public var next: NextRule? {
        get { storage.extras?.next }
        set { updateExtras { $0.next = newValue } }
    }
    /// Whether the answer appears in the output.
    public var isStored: Bool {
        get { storage.isStored }
        set { unique().isStored = newValue }
    }
    /// An environment variable that pre-answers the step when set.
    public var environmentVariable: String? {
        get { storage.extras?.environmentVariable }
        set { updateExtras { $0.environmentVariable = newValue } }
    }
    /// Where the step's object starts in its file.
    public var location: SourceLocation {
        get { storage.location }
        set { unique().location = newValue }
    }

    /// Creates a step; the loader is the usual source of steps.
    ///
    /// Nothing is checked here: the loader checks ids, required keys and expressions.
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
        storage = Storage(
            id: id, kind: kind, prompt: prompt, defaultValue: defaultValue, when: when, isRequired: isRequired,
            isStored: isStored,
            extras: Extras.box(
                help: help, validation: validation, next: next, environmentVariable: environmentVariable),
            location: location)
    }

    /// The storage, copied first when another step shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// Replaces the extras box by one with `change` applied (none when all are unset).
    private mutating func updateExtras(_ change: (inout Extras.Fields) -> Void) {
        var fields = storage.extras?.fields ?? Extras.Fields()
        change(&fields)
        unique().extras = fields.isUnset ? nil : Extras(fields)
    }

    /// Whether both steps have equal fields (true at once when they share storage).
    ///
    /// - Complexity: O(1) for shared storage, else that of comparing the fields.
    public static func == (lhs: Step, rhs: Step) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fieldsEqual(rhs.storage)
    }

    /// The box behind `Step`. Its fields change only through `Step.unique()`, that is
    /// when exactly one step refers to it, so sharing it between threads is safe.
    private final class Storage: @unchecked Sendable {
        var id: StepID
        var kind: StepKind
        var prompt: Template?
        var defaultValue: StepDefault?
        var when: Expression?
        var isRequired: Bool
        var isStored: Bool
        /// The rarely set fields; nil when all are unset.
        var extras: Extras?
        var location: SourceLocation

        init(
            id: StepID, kind: StepKind, prompt: Template?, defaultValue: StepDefault?, when: Expression?,
            isRequired: Bool, isStored: Bool, extras: Extras?, location: SourceLocation
        ) {
            self.id = id
            self.kind = kind
            self.prompt = prompt
            self.defaultValue = defaultValue
            self.when = when
            self.isRequired = isRequired
            self.isStored = isStored
            self.extras = extras
            self.location = location
        }

        func copy() -> Storage {
            Storage(
                id: id, kind: kind, prompt: prompt, defaultValue: defaultValue, when: when, isRequired: isRequired,
                isStored: isStored, extras: extras, location: location)
        }

        func fieldsEqual(_ other: Storage) -> Bool {
            id == other.id && kind == other.kind && prompt == other.prompt && defaultValue == other.defaultValue
                && when == other.when && isRequired == other.isRequired && isStored == other.isStored
                && (extras?.fields ?? Extras.Fields()) == (other.extras?.fields ?? Extras.Fields())
                && location == other.location
        }
    }

    /// The immutable box of the rarely set fields (replaced, never mutated, so steps
    /// sharing it stay independent).
    private final class Extras: Sendable {
        struct Fields: Equatable {
            var help: Template?
            var validation = ValidationRule()
            var next: NextRule?
            var environmentVariable: String?

            /// Whether every field has its default (no box needed).
            var isUnset: Bool { help == nil && validation.isEmpty && next == nil && environmentVariable == nil }
        }

        let fields: Fields

        init(_ fields: Fields) { self.fields = fields }

        var help: Template? { fields.help }
        var validation: ValidationRule { fields.validation }
        var next: NextRule? { fields.next }
        var environmentVariable: String? { fields.environmentVariable }

        /// A box for these fields, or nil when all are unset.
        static func box(
            help: Template?, validation: consuming ValidationRule, next: NextRule?, environmentVariable: String?
        ) -> Extras? {
            let fields = Fields(help: help, validation: validation, next: next, environmentVariable: environmentVariable)
            return fields.isUnset ? nil : Extras(fields)
        }
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
    /// A literal value, used as is.
    case value(AnswerValue)
    /// A template, rendered with the answers so far when the step is reached.
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

    /// Whether both hold the same target, or the same branches in the same order and the
    /// same fallback.
    ///
    /// - Complexity: O(*n*) in the number of branches.
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
    /// The step with this id, in the same flow.
    case step(StepID)
    /// The end of the flow (`"next": "end"`).
    case end
}
