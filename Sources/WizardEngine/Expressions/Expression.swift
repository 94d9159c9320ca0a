/// A parsed expression of SPEC §3.5. Pure data: evaluation lives in `Evaluator`.
public indirect enum Expression: Sendable, Equatable {
    /// A literal: string, number, `true`, `false` or `null`.
    case literal(AnswerValue)
    /// An answer path (`db.port`, `parent.x`, `root.x`, `env.HOME`, `value`).
    case path(PathReference)
    /// `!x`.
    case not(Expression)
    /// A binary operation.
    case binary(BinaryOperator, Expression, Expression)
    /// A function call such as `len(x)`; the name is resolved through the function registry.
    case call(name: String, arguments: [Expression], column: Int)
}

/// The binary operators of the expression language, lowest precedence first:
/// `||`, `&&`, `== !=`, `< <= > >= in`.
///
/// The raw value is the operator as written. `==` and `!=` compare numbers by value
/// (`AnswerValue.isEqual(to:)`); `a in b` holds when array `b` has an element equal to
/// `a`, string `b` contains string `a`, or object `b` has the key `a`.
public enum BinaryOperator: String, Sendable, Equatable, CaseIterable {
    case or = "||"
    case and = "&&"
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case `in` = "in"
}

/// A reference to a value by path, relative to a scope.
public struct PathReference: Sendable, Equatable, Hashable {
    /// Where the path starts.
    public enum Base: Sendable, Equatable, Hashable {
        /// The current flow's answers (the current item's inside a repeat).
        case local
        /// The enclosing flow's answers, `levels` flows up (`parent.parent.x` is 2).
        case parent(levels: Int)
        /// The top flow's answers.
        case root
        /// An environment variable (`env.NAME`); `components` holds the name.
        case environment
        /// The value being validated (`value` in `validate.expr`).
        case value
    }

    // A path's components are held as the first one and an array of the others: nearly
    // every path has one component (`name`, `env.HOME`), and a flow mentions paths in most
    // of its `when`s and templates, so this saves an array allocation (64 bytes) per path.
    // The field order, with the column as 32 bits, keeps the value at 40 bytes.
    /// The first component; nil when there is none.
    private var head: String?
    /// The components after the first (an empty array allocates nothing).
    private var tail: [String]
    /// Where the path starts.
    public var base: Base
    private var storedColumn: Int32

    /// The path's components after the base (`["db", "port"]`, or `["0"]` for an index).
    public var components: [String] {
        get {
            guard let head else { return [] }
            return tail.isEmpty ? [head] : [head] + tail
        }
        set {
            head = newValue.first
            tail = Array(newValue.dropFirst())
        }
    }
    /// The column (from 1) where the path starts inside its expression source (held as 32
    /// bits: an expression is a string in a flow file of at most a few MiB; larger values
    /// are clamped).
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// The first component, if any, without building `components`.
    var firstComponent: String? { head }
    /// The number of components, without building `components`.
    var componentCount: Int { head == nil ? 0 : 1 + tail.count }
    /// The components after the first, without building `components`.
    var laterComponents: [String] { tail }

    /// Creates a reference.
    ///
    /// - Parameters:
    ///   - base: where the path starts.
    ///   - components: the path's components after the base, in order.
    ///   - column: the column (from 1) where the path starts inside its expression source.
    public init(base: Base, components: [String], column: Int) {
        self.init(base: base, first: components.first, later: Array(components.dropFirst()), column: column)
    }

    /// Creates a reference from its first component and the others (the parser's way: no
    /// array for a one-component path).
    init(base: Base, first: String?, later: [String], column: Int) {
        // A path without components has no later ones either.
        self.head = first
        self.tail = first == nil ? [] : later
        self.base = base
        self.storedColumn = Int32(clamping: column)
    }
}

/// A parsed template: literal text with `{{ expression }}` holes.
public struct Template: Sendable, Equatable {
    /// One piece of a template.
    public enum Part: Sendable, Equatable {
        /// Literal text, copied as is.
        case text(String)
        /// A `{{ expression }}` hole, replaced by the expression's value.
        case expression(Expression)
    }

    /// The pieces; nil for a template parsed without holes, whose pieces are its source
    /// as one text part (none when empty). A literal allocates no array until `parts` is read;
    /// code after holes only reads `storedParts ?? []` (a literal has none).
    private(set) var storedParts: [Part]?
    private var storedSource: String

    /// The pieces in order.
    public var parts: [Part] {
        get { storedParts ?? (storedSource.isEmpty ? [] : [.text(storedSource)]) }
        set { storedParts = newValue }
    }
    /// The template's source text (for messages and `wizard template`).
    public var source: String {
        get { storedSource }
        set {
            // A literal's parts come from its source: keep them as they were.
            if storedParts == nil { storedParts = parts }
            storedSource = newValue
        }
    }

    /// Creates a template from parsed parts.
    ///
    /// Nothing is checked: `source` should be the text `parts` were parsed from.
    ///
    /// - Parameters:
    ///   - parts: the pieces in order.
    ///   - source: the template's source text.
    public init(parts: [Part], source: String) {
        self.storedParts = parts
        self.storedSource = source
    }

    /// A template without holes: `source` as one text part (none when empty).
    init(literal source: String) {
        self.storedParts = nil
        self.storedSource = source
    }

    /// The fixed text of a template made by `init(literal:)`; nil for any other.
    var literalText: String? { storedParts == nil ? storedSource : nil }

    /// Whether the template has no `{{ }}` hole, so its text is fixed.
    public var isLiteral: Bool {
        storedParts?.allSatisfy { if case .text = $0 { true } else { false } } ?? true
    }

    /// Whether both have equal parts and equal sources.
    public static func == (lhs: Template, rhs: Template) -> Bool {
        if lhs.storedParts == nil && rhs.storedParts == nil { return lhs.storedSource == rhs.storedSource }
        return lhs.parts == rhs.parts && lhs.storedSource == rhs.storedSource
    }
}
