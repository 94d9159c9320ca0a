/// One step of a flow (SPEC §3.2), as loaded and checked.
///
/// A value with copy-on-write storage: the engine and the checks copy steps often (out of
/// `Flow.steps`, into prompts and parsers), and a step holds a dozen reference-counted
/// fields, so its fields live in one shared box and a copy costs one retain. Mutating a
/// field of a shared step copies the box first; value semantics are unchanged.
///
/// The fields many steps leave unset live out of line, in immutable boxes that exist only
/// when one of them is set: `validation` in a second box, and `help`, `next` and
/// `environmentVariable` in a third one behind it. A large flow holds one step box per
/// step, and those fields took half of it. The location is kept as 32-bit line and column
/// (a wider one, never met in a real file, goes to the third box), a template default and
/// the kinds with a large payload are boxed, and the fields are ordered so that the box has
/// no padding to speak of.
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
        get { storage.kind.value }
        set { unique().kind = CompactKind(newValue) }
    }
    /// The question (required for every kind but `message` and `flow`).
    public var prompt: Template? {
        get { storage.prompt }
        set { unique().prompt = newValue }
    }
    /// Text shown on `:help`.
    public var help: Template? {
        get { storage.extras?.rare?.help }
        set { updateRare { $0.help = newValue } }
    }
    /// The answer used on empty input and by `--defaults` / `--non-interactive`.
    public var defaultValue: StepDefault? {
        get { storage.defaultValue?.value }
        set { unique().defaultValue = newValue.map(CompactDefault.init) }
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
        set { updateExtras(validation: newValue, rare: storage.extras?.rare) }
    }
    /// Whether the step has a box of validation rule and rare fields (one of them is set).
    var hasExtras: Bool { storage.extras != nil }
    /// The identity of that box, if any: steps with equal identities share it.
    var extrasIdentity: ObjectIdentifier? { storage.extras.map(ObjectIdentifier.init) }
    /// `validation.plugin`, read in place (no copy of the whole rule).
    var validationPlugin: String? { storage.extras?.validation.plugin }

    /// The four bounds of `validation`, read in place (no copy of the whole rule).
    var validationBounds: (minLength: Int?, maxLength: Int?, min: Double?, max: Double?) {
        guard let extras = storage.extras else { return (nil, nil, nil, nil) }
        return (
            extras.validation.minLength, extras.validation.maxLength, extras.validation.min,
            extras.validation.max
        )
    }

    /// Where to go after this step; nil means the following step whose `when` holds.
    public var next: NextRule? {
        get { storage.extras?.rare?.next }
        set { updateRare { $0.next = newValue } }
    }
    /// Whether the answer appears in the output.
    public var isStored: Bool {
        get { storage.isStored }
        set { unique().isStored = newValue }
    }
    /// An environment variable that pre-answers the step when set.
    public var environmentVariable: String? {
        get { storage.extras?.rare?.environmentVariable }
        set { updateRare { $0.environmentVariable = newValue } }
    }
    /// Where the step's object starts in its file.
    public var location: SourceLocation {
        get {
            let storage = storage
            if storage.line == Storage.wide, let wide = storage.extras?.rare?.wideLocation { return wide }
            return SourceLocation(file: storage.file, line: Int(storage.line), column: Int(storage.column))
        }
        set {
            let narrow = Storage.narrow(newValue)
            let wasWide = storage.line == Storage.wide
            let storage = unique()
            storage.file = narrow.file
            storage.line = narrow.line
            storage.column = narrow.column
            if narrow.line == Storage.wide || wasWide {
                updateRare { $0.wideLocation = narrow.line == Storage.wide ? newValue : nil }
            }
        }
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
        let narrow = Storage.narrow(location)
        let rare = Rare.box(
            Rare.Fields(
                help: help, next: next, environmentVariable: environmentVariable,
                wideLocation: narrow.line == Storage.wide ? location : nil))
        storage = Storage(
            id: id, kind: CompactKind(kind), isRequired: isRequired, isStored: isStored, line: narrow.line,
            prompt: prompt, defaultValue: defaultValue.map(CompactDefault.init), column: narrow.column,
            when: when,
            extras: Extras.box(validation: validation, rare: rare), file: narrow.file)
    }

    /// A step as the loader decodes it: the location as the file's tape holds it (a 32-bit
    /// line and column), `when` in its compact form, and the rule moved into the step's box,
    /// or, when `shared` is given, `shared`'s box of the rule and rare fields in place of
    /// one of its own (the loader passes a step whose box holds only an equal rule, and no
    /// rare field here is set). Nothing is copied that the public initializer copies.
    init(
        decodedID id: StepID, kind: StepKind, prompt: Template?, help: Template?, defaultValue: StepDefault?,
        when: Expression?, isRequired: Bool, validation: consuming ValidationRule, next: NextRule?,
        isStored: Bool, environmentVariable: String?, file: String, line: Int32, column: Int32,
        sharingExtrasOf shared: Step?
    ) {
        let extras: Extras?
        if let shared {
            extras = shared.storage.extras
        } else {
            // `wide` marks a location kept whole; a tape's line (from 1) never is it.
            let isWide = line == Storage.wide
            let rare: Rare? =
                help == nil && next == nil && environmentVariable == nil && !isWide
                ? nil
                : Rare(
                    Rare.Fields(
                        help: help, next: next, environmentVariable: environmentVariable,
                        wideLocation: isWide ? SourceLocation(file: file, line: Int(line), column: Int(column)) : nil))
            extras = Extras.box(validation: validation, rare: rare)
        }
        storage = Storage(
            id: id, kind: CompactKind(kind), isRequired: isRequired, isStored: isStored, line: line, prompt: prompt,
            defaultValue: defaultValue.map(CompactDefault.init), column: column, when: when, extras: extras,
            file: file)
    }

    /// Whether the step's box of validation rule and rare fields holds `rule` and no rare
    /// field, so a step with that rule and no rare field may share it (`adoptExtras(of:)`).
    func holdsOnly(_ rule: borrowing ValidationRule) -> Bool {
        storage.extras?.holdsOnly(rule) ?? false
    }

    /// Makes this step hold `other`'s box of the validation rule and rare fields, replacing
    /// its own: the loader's way to keep a `validate` that many steps repeat once.
    ///
    /// The box is immutable (replaced, never mutated), so a later change to either step's
    /// rule gives that step a box of its own.
    ///
    /// - Parameter other: the step whose rule and rare fields this step takes.
    mutating func adoptExtras(of other: Step) {
        unique().extras = other.storage.extras
    }

    /// The storage, copied first when another step shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// Replaces the extras box by one with these fields (none when all are unset).
    private mutating func updateExtras(validation: consuming ValidationRule, rare: Rare?) {
        unique().extras = Extras.box(validation: validation, rare: rare)
    }

    /// Replaces the box of the rare fields by one with `change` applied (none when all are
    /// unset), keeping the validation rule.
    private mutating func updateRare(_ change: (inout Rare.Fields) -> Void) {
        var fields = storage.extras?.rare?.fields ?? Rare.Fields()
        change(&fields)
        updateExtras(validation: storage.extras?.validation ?? ValidationRule(), rare: Rare.box(fields))
    }

    /// Whether both steps have equal fields (true at once when they share storage).
    ///
    /// - Complexity: O(1) for shared storage, else that of comparing the fields.
    public static func == (lhs: Step, rhs: Step) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.id == rhs.id && lhs.kind == rhs.kind && lhs.prompt == rhs.prompt
                && lhs.defaultValue == rhs.defaultValue && lhs.when == rhs.when && lhs.isRequired == rhs.isRequired
                && lhs.isStored == rhs.isStored && lhs.help == rhs.help && lhs.validation == rhs.validation
                && lhs.next == rhs.next && lhs.environmentVariable == rhs.environmentVariable
                && lhs.location == rhs.location)
    }

    /// The box behind `Step`. Its fields change only through `Step.unique()`, that is
    /// when exactly one step refers to it, so sharing it between threads is safe.
    ///
    /// Fields are laid out in declaration order: this order fills the gaps after `kind`
    /// (8 bytes) and `defaultValue` (17 bytes) with the flags and the 32-bit line and column
    /// (112 bytes of fields).
    private final class Storage: @unchecked Sendable {
        var id: StepID
        var kind: CompactKind
        var isRequired: Bool
        var isStored: Bool
        /// The location's line, or `wide` when the location is in the rare fields.
        var line: Int32
        var prompt: Template?
        var defaultValue: CompactDefault?
        var column: Int32
        var when: Expression?
        /// The validation rule and the rare fields; nil when all are unset.
        var extras: Extras?
        var file: String

        /// The `line` of a location whose line or column does not fit in 32 bits.
        static var wide: Int32 { .min }

        /// `location` as stored inline: its line and column, or `wide` when either does not
        /// fit (or is `Int32.min` itself).
        static func narrow(_ location: SourceLocation) -> (file: String, line: Int32, column: Int32) {
            guard let line = Int32(exactly: location.line), line != wide, let column = Int32(exactly: location.column)
            else { return (location.file, wide, 0) }
            return (location.file, line, column)
        }

        init(
            id: StepID, kind: CompactKind, isRequired: Bool, isStored: Bool, line: Int32, prompt: Template?,
            defaultValue: CompactDefault?, column: Int32, when: Expression?, extras: Extras?, file: String
        ) {
            self.id = id
            self.kind = kind
            self.isRequired = isRequired
            self.isStored = isStored
            self.line = line
            self.prompt = prompt
            self.defaultValue = defaultValue
            self.column = column
            self.when = when
            self.extras = extras
            self.file = file
        }

        func copy() -> Storage {
            Storage(
                id: id, kind: kind, isRequired: isRequired, isStored: isStored, line: line, prompt: prompt,
                defaultValue: defaultValue, column: column, when: when, extras: extras, file: file)
        }
    }

    /// A `StepKind` in 8 bytes rather than 25: the kinds whose payload is large (a text
    /// step's placeholder, a message, a sub-flow, a plugin's type) are boxed whole; the
    /// usual kinds (a text step without placeholder, choices, numbers) are held as they are.
    private enum CompactKind {
        case text
        case secret
        case confirm
        case select([Choice])
        case multiselect([Choice])
        case number
        case integer
        case path(mustExist: Bool, kind: PathKind)
        case boxed(KindBox)

        init(_ kind: StepKind) {
            switch kind {
            case .text(nil): self = .text
            case .secret: self = .secret
            case .confirm: self = .confirm
            case .select(let choices): self = .select(choices)
            case .multiselect(let choices): self = .multiselect(choices)
            case .number: self = .number
            case .integer: self = .integer
            case .path(let mustExist, let kind): self = .path(mustExist: mustExist, kind: kind)
            case .text, .list, .json, .message, .flow, .plugin: self = .boxed(KindBox(kind))
            }
        }

        var value: StepKind {
            switch self {
            case .text: .text(placeholder: nil)
            case .secret: .secret
            case .confirm: .confirm
            case .select(let choices): .select(choices)
            case .multiselect(let choices): .multiselect(choices)
            case .number: .number
            case .integer: .integer
            case .path(let mustExist, let kind): .path(mustExist: mustExist, kind: kind)
            case .boxed(let box): box.kind
            }
        }
    }

    /// An immutable box around a kind with a large payload.
    private final class KindBox: Sendable {
        let kind: StepKind
        init(_ kind: StepKind) { self.kind = kind }
    }

    /// A `StepDefault` in 17 bytes rather than 25: a template default, the rarer kind, is
    /// boxed, so the value is the size of an `AnswerValue`.
    private enum CompactDefault {
        case value(AnswerValue)
        case template(TemplateBox)

        init(_ value: StepDefault) {
            switch value {
            case .value(let answer): self = .value(answer)
            case .template(let template): self = .template(TemplateBox(template))
            }
        }

        var value: StepDefault {
            switch self {
            case .value(let answer): .value(answer)
            case .template(let box): .template(box.template)
            }
        }
    }

    /// An immutable box around a template default.
    private final class TemplateBox: Sendable {
        let template: Template
        init(_ template: Template) { self.template = template }
    }

    /// The immutable box of the validation rule and of the box of the rare fields (replaced,
    /// never mutated, so steps sharing it stay independent). Steps with a `validate` are
    /// common; the others among these fields are rare, so they are one more box away.
    private final class Extras: Sendable {
        let validation: ValidationRule
        let rare: Rare?

        init(validation: consuming ValidationRule, rare: Rare?) {
            self.validation = validation
            self.rare = rare
        }

        /// Whether the box holds `rule` and no rare field; the rule is compared where it
        /// is held (read from outside, it was copied out of the box for each comparison).
        func holdsOnly(_ rule: borrowing ValidationRule) -> Bool {
            rare == nil && validation.isEqual(to: rule)
        }

        /// A box for these fields, or nil when all are unset.
        static func box(validation: consuming ValidationRule, rare: Rare?) -> Extras? {
            validation.isEmpty && rare == nil ? nil : Extras(validation: validation, rare: rare)
        }
    }

    /// The immutable box of the rarely set fields.
    private final class Rare: Sendable {
        struct Fields {
            var help: Template?
            var next: NextRule?
            var environmentVariable: String?
            /// The whole location, when its line or column does not fit in 32 bits.
            var wideLocation: SourceLocation?

            /// Whether every field has its default (no box needed).
            var isUnset: Bool { help == nil && next == nil && environmentVariable == nil && wideLocation == nil }
        }

        let fields: Fields

        init(_ fields: Fields) { self.fields = fields }

        var help: Template? { fields.help }
        var next: NextRule? { fields.next }
        var environmentVariable: String? { fields.environmentVariable }
        var wideLocation: SourceLocation? { fields.wideLocation }

        /// A box for these fields, or nil when all are unset.
        static func box(_ fields: Fields) -> Rare? { fields.isUnset ? nil : Rare(fields) }
    }

    /// Whether the step waits for input (every kind but `message` and `flow`).
    public var isInput: Bool {
        guard case .boxed(let box) = storage.kind else { return true }
        switch box.kind {
        case .message, .flow: return false
        default: return true
        }
    }

    /// Whether the answer is a secret (never echoed, never in history or session files).
    public var isSecret: Bool {
        if case .secret = storage.kind { true } else { false }
    }

    // Read on every prompt and answer: these look at the stored kind and default in place,
    // without building a `StepKind` or a `StepDefault`.

    /// `kind.typeName`, from `StepKind`'s own table: the choices are left out of the kind
    /// asked (an empty array allocates nothing), so no array is retained.
    var typeName: String {
        switch storage.kind {
        case .select: StepKind.select([]).typeName
        case .multiselect: StepKind.multiselect([]).typeName
        case .boxed(let box): box.kind.typeName
        default: storage.kind.value.typeName
        }
    }

    /// Whether the kind is `number`.
    var isNumber: Bool {
        if case .number = storage.kind { true } else { false }
    }

    /// Whether the kind is `path`.
    var isPath: Bool {
        if case .path = storage.kind { true } else { false }
    }

    /// The placeholder of a `text` step, if any.
    var textPlaceholder: Template? {
        guard case .boxed(let box) = storage.kind, case .text(let placeholder) = box.kind else { return nil }
        return placeholder
    }

    /// The case of `kind`, without its payload: the loader's checks switch on it, where
    /// `kind` would build the whole `StepKind` (and retain its payload) at each read.
    enum KindCase {
        case text, secret, confirm, select, multiselect, number, integer, path, list, json, message, flow, plugin
    }

    /// `kind`'s case, read in place.
    var kindCase: KindCase {
        switch storage.kind {
        case .text: .text
        case .secret: .secret
        case .confirm: .confirm
        case .select: .select
        case .multiselect: .multiselect
        case .number: .number
        case .integer: .integer
        case .path: .path
        case .boxed(let box):
            switch box.kind {
            case .text: .text
            case .message: .message
            case .flow: .flow
            case .plugin: .plugin
            case .secret: .secret
            case .confirm: .confirm
            case .select: .select
            case .multiselect: .multiselect
            case .number: .number
            case .integer: .integer
            case .path: .path
            case .list: .list
            case .json: .json
            }
        }
    }

    /// `kind.choices` (the choices of a `select` or `multiselect` step), read in place.
    var kindChoices: [Choice]? {
        switch storage.kind {
        case .select(let choices), .multiselect(let choices): choices
        default: nil
        }
    }

    /// The reference of a `flow` step, read in place.
    var flowReference: FlowReference? {
        guard case .boxed(let box) = storage.kind, case .flow(let reference) = box.kind else { return nil }
        return reference
    }

    /// The value of a literal default (`defaultValue` as `.value`), else nil.
    var literalDefaultValue: AnswerValue? {
        if case .value(let value)? = storage.defaultValue { value } else { nil }
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
