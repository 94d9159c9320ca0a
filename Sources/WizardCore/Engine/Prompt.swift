/// What to show for the entry being asked, as data; `PromptRenderer` turns it into text.
///
/// The parts that are the same on every visit of a step (path, type, breadcrumb, help,
/// default, choices, flags) live in a shared, copy-on-write `PromptParts` box, so a
/// prompt is small to move. For a root step whose parts are all fixed there is no box:
/// they are read from the step when asked, so the engine builds such a prompt without
/// allocating, and a prompt never shown never computes them. Mutating such a part
/// copies the parts first; value semantics are unchanged.
public struct Prompt: Equatable, Sendable {
    /// The entry asked.
    public var entryID: EntryID
    /// The answer path (`db.port`).
    public var path: String {
        get {
            switch parts {
            case .shared(let box): box.path
            case .fixed(let info): fixed(info).path
            }
        }
        set { uniqueParts().path = newValue }
    }
    /// The step's `type` name (`confirm` for a repeat question).
    public var typeName: String {
        get {
            switch parts {
            case .shared(let box): box.typeName
            case .fixed(let info): fixed(info).typeName
            }
        }
        set { uniqueParts().typeName = newValue }
    }
    /// Titles from the root flow to the step (`Setup › Database › Port`).
    public var breadcrumb: [String] {
        get {
            switch parts {
            case .shared(let box): box.breadcrumb
            case .fixed(let info): fixed(info).breadcrumb
            }
        }
        set { uniqueParts().breadcrumb = newValue }
    }
    /// The rendered question.
    public var question: String
    /// The rendered help text, if any.
    public var help: String? {
        get {
            switch parts {
            case .shared(let box): box.help
            case .fixed(let info): fixed(info).help
            }
        }
        set { uniqueParts().help = newValue }
    }
    /// What a secret step revisited shows in place of a default: Enter keeps the secret
    /// given before, which is never shown.
    public static let keptSecretText = "Enter keeps the secret given before"

    /// The default, as it would be typed, if any; for a secret, `********` when it has
    /// one, or `keptSecretText` when Enter keeps the secret given before.
    public var defaultText: String? {
        get {
            switch parts {
            case .shared(let box): box.defaultText
            case .fixed(let info): fixed(info).defaultText
            }
        }
        set { uniqueParts().defaultText = newValue }
    }
    /// The choices offered, numbered from 1, for select and multiselect.
    public var choices: [PromptChoice] {
        get {
            switch parts {
            case .shared(let box): box.choices
            case .fixed(let info): fixed(info).choices
            }
        }
        set { uniqueParts().choices = newValue }
    }
    /// The previous answer or draft, as it would be typed: pre-filled for editing.
    public var prefill: String?
    /// A text step's placeholder.
    public var placeholder: String? {
        get {
            switch parts {
            case .shared(let box): box.placeholder
            case .fixed(let info): fixed(info).placeholder
            }
        }
        set { uniqueParts().placeholder = newValue }
    }
    /// Whether input must not be echoed (and never stored).
    public var isSecret: Bool {
        get {
            switch parts {
            case .shared(let box): box.isSecret
            case .fixed(let info): fixed(info).isSecret
            }
        }
        set { uniqueParts().isSecret = newValue }
    }
    /// Whether the step is optional (empty input gives `""`).
    public var isOptional: Bool {
        get {
            switch parts {
            case .shared(let box): box.isOptional
            case .fixed(let info): fixed(info).isOptional
            }
        }
        set { uniqueParts().isOptional = newValue }
    }
    /// The presentation of the innermost modal context, if inside one.
    public var modal: Presentation? {
        get {
            switch parts {
            case .shared(let box): box.modal
            case .fixed: nil
            }
        }
        set { uniqueParts().modal = newValue }
    }
    /// Whether `back` would do something here.
    public var canGoBack: Bool {
        get { bits & 1 != 0 }
        set { bits = bits & ~1 | (newValue ? 1 : 0) }
    }
    /// Whether this prompt is a repeat's "add another?" question.
    public var isRepeatQuestion: Bool {
        get {
            switch parts {
            case .shared(let box): box.isRepeatQuestion
            case .fixed: false
            }
        }
        set { uniqueParts().isRepeatQuestion = newValue }
    }
    /// Completion candidates for Tab (choice values; paths are completed by the driver).
    public var completions: [String] {
        get {
            switch parts {
            case .shared(let box): box.completions
            case .fixed(let info): fixed(info).completions
            }
        }
        set { uniqueParts().completions = newValue }
    }
    /// Whether Tab should complete file names.
    public var completesPaths: Bool {
        get {
            switch parts {
            case .shared(let box): box.completesPaths
            case .fixed(let info): fixed(info).completesPaths
            }
        }
        set { uniqueParts().completesPaths = newValue }
    }
    /// The parts shared between visits; never mutated while shared (see `uniqueParts`).
    private var parts: Parts
    /// `canGoBack` in bit 0 and, for `.fixed` parts, the step's index in its flow above it.
    /// One field for both, so a prompt has as many stored fields as when `parts` was always
    /// a box: with one more, the compiler builds a prompt aside and copies it through its
    /// type's value witnesses (some 80 instructions more per prompt built).
    private var bits: UInt64

    /// Creates a prompt (the engine and the coordinator build them).
    init(
        entryID: EntryID, path: String, typeName: String, breadcrumb: [String], question: String, help: String?, defaultText: String?,
        choices: [PromptChoice], prefill: String?, placeholder: String?, isSecret: Bool, isOptional: Bool, modal: Presentation?,
        canGoBack: Bool, isRepeatQuestion: Bool, completions: [String], completesPaths: Bool
    ) {
        self.entryID = entryID
        self.question = question
        self.prefill = prefill
        self.bits = canGoBack ? 1 : 0
        self.parts = .shared(
            PromptParts(
                path: path, typeName: typeName, breadcrumb: breadcrumb, help: help, defaultText: defaultText, choices: choices,
                placeholder: placeholder, isSecret: isSecret, isOptional: isOptional, modal: modal, isRepeatQuestion: isRepeatQuestion,
                completions: completions, completesPaths: completesPaths))
    }

    /// Creates the prompt of a root step whose parts are all fixed: they are read from the
    /// step when asked, so building the prompt allocates nothing.
    init(entryID: EntryID, question: String, prefill: String?, canGoBack: Bool, fixed: FixedPromptParts) {
        self.entryID = entryID
        self.question = question
        self.prefill = prefill
        self.parts = .fixed(fixed.info)
        self.bits = UInt64(truncatingIfNeeded: fixed.index) << 1 | (canGoBack ? 1 : 0)
    }

    /// The fixed parts of `info`'s step at the index in `bits`.
    private func fixed(_ info: FlowInfo) -> FixedPromptParts {
        FixedPromptParts(info: info, index: Int(truncatingIfNeeded: bits >> 1))
    }

    /// The parts in a box of this prompt's own, to change.
    ///
    /// A boxed part is copied on every change: the box cannot be checked for other
    /// references while `parts` holds it as an enum payload, and the engine never changes
    /// a prompt (only embedders and tests do), so this costs nothing on the engine's path.
    private mutating func uniqueParts() -> PromptParts {
        let box =
            switch parts {
            case .shared(let shared): shared.copy()
            case .fixed(let info): fixed(info).box()
            }
        parts = .shared(box)
        return box
    }

    /// Whether both prompts show the same thing (every property equal).
    ///
    /// - Complexity: O(1) for the same shared parts or fixed step, else that of comparing
    ///   them.
    public static func == (lhs: Prompt, rhs: Prompt) -> Bool {
        guard
            lhs.entryID == rhs.entryID && lhs.question == rhs.question && lhs.prefill == rhs.prefill
                && lhs.canGoBack == rhs.canGoBack
        else { return false }
        switch (lhs.parts, rhs.parts) {
        case (.shared(let a), .shared(let b)):
            return a === b || a.fieldsEqual(b)
        case (.fixed(let a), .fixed(let b)):
            let (l, r) = (lhs.fixed(a), rhs.fixed(b))
            return l.isSameStep(as: r) || l.box().fieldsEqual(r.box())
        case (.shared(let a), .fixed(let b)):
            return a.fieldsEqual(rhs.fixed(b).box())
        case (.fixed(let a), .shared(let b)):
            return lhs.fixed(a).box().fieldsEqual(b)
        }
    }
}

/// Where a prompt's shared parts are.
private enum Parts {
    /// In a box, shared by the prompt's copies.
    case shared(PromptParts)
    /// Read from a root step of this flow whose parts are all fixed (its index in `Prompt.bits`).
    case fixed(FlowInfo)
}

/// The parts of a `Prompt` that are the same on every visit of a step. Its fields change
/// only through `Prompt.uniqueParts()`, that is when exactly one prompt refers to it, or
/// before it is shared, so sharing it between threads is safe.
final class PromptParts: @unchecked Sendable {
    var path: String
    var typeName: String
    /// The breadcrumb: a root step's fixed parts (`FixedPromptParts`) keep its two titles
    /// and build the array when read.
    var breadcrumb: [String] {
        get {
            switch crumbs {
            case .list(let list): list
            case .rootStep(let rootTitle, let title): [rootTitle, title]
            }
        }
        set { crumbs = .list(newValue) }
    }
    /// How `breadcrumb` is held.
    private var crumbs: Crumbs
    var help: String?
    var defaultText: String?
    var choices: [PromptChoice]
    var placeholder: String?
    var isSecret: Bool
    var isOptional: Bool
    var modal: Presentation?
    var isRepeatQuestion: Bool
    var completions: [String]
    var completesPaths: Bool

    init(
        path: String, typeName: String, breadcrumb: [String], help: String?, defaultText: String?, choices: [PromptChoice],
        placeholder: String?, isSecret: Bool, isOptional: Bool, modal: Presentation?, isRepeatQuestion: Bool, completions: [String],
        completesPaths: Bool
    ) {
        self.path = path
        self.typeName = typeName
        self.crumbs = .list(breadcrumb)
        self.help = help
        self.defaultText = defaultText
        self.choices = choices
        self.placeholder = placeholder
        self.isSecret = isSecret
        self.isOptional = isOptional
        self.modal = modal
        self.isRepeatQuestion = isRepeatQuestion
        self.completions = completions
        self.completesPaths = completesPaths
    }

    /// Parts whose breadcrumb is `[rootTitle, title]` (a step of the root flow), held as
    /// the two titles.
    convenience init(
        path: String, typeName: String, rootTitle: String, title: String, help: String?, defaultText: String?,
        choices: [PromptChoice], placeholder: String?, isSecret: Bool, isOptional: Bool, completions: [String],
        completesPaths: Bool
    ) {
        self.init(
            path: path, typeName: typeName, breadcrumb: [], help: help, defaultText: defaultText, choices: choices,
            placeholder: placeholder, isSecret: isSecret, isOptional: isOptional, modal: nil, isRepeatQuestion: false,
            completions: completions, completesPaths: completesPaths)
        crumbs = .rootStep(rootTitle: rootTitle, title: title)
    }

    func copy() -> PromptParts {
        let copy = PromptParts(
            path: path, typeName: typeName, breadcrumb: [], help: help, defaultText: defaultText, choices: choices,
            placeholder: placeholder, isSecret: isSecret, isOptional: isOptional, modal: modal, isRepeatQuestion: isRepeatQuestion,
            completions: completions, completesPaths: completesPaths)
        copy.crumbs = crumbs
        return copy
    }

    func fieldsEqual(_ other: PromptParts) -> Bool {
        path == other.path && typeName == other.typeName && crumbs.elementsEqual(other.crumbs) && help == other.help
            && defaultText == other.defaultText && choices == other.choices && placeholder == other.placeholder
            && isSecret == other.isSecret && isOptional == other.isOptional && modal == other.modal
            && isRepeatQuestion == other.isRepeatQuestion && completions == other.completions && completesPaths == other.completesPaths
    }
}

/// How `PromptParts` holds a breadcrumb.
private enum Crumbs {
    /// Any breadcrumb.
    case list([String])
    /// `[rootTitle, title]`, built when read.
    case rootStep(rootTitle: String, title: String)

    /// Whether both stand for the same breadcrumb, without building an array.
    func elementsEqual(_ other: Crumbs) -> Bool {
        switch (self, other) {
        case (.list(let a), .list(let b)): a == b
        case (.rootStep(let a0, let a1), .rootStep(let b0, let b1)): a0 == b0 && a1 == b1
        case (.list(let list), .rootStep(let b0, let b1)), (.rootStep(let b0, let b1), .list(let list)):
            list.count == 2 && list[0] == b0 && list[1] == b1
        }
    }
}

/// One numbered choice in a prompt.
public struct PromptChoice: Equatable, Sendable {
    /// 1-based number the user may type.
    public var number: Int
    /// The value recorded.
    public var value: String
    /// What the list shows.
    public var label: String
}
