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

    // A path's components are held as the first one and the others: nearly every path has
    // one component (`name`, `env.HOME`), and a flow mentions paths in most of its `when`s
    // and templates, so such a path needs no array. The base and the column of that usual
    // path are held in 6 bytes next to it, and the rest of any other path in a box, so the
    // value is 24 bytes (and the box of a `.path` expression 40 rather than 56).
    /// The first component; nil when there is none.
    private var head: String?
    /// The base and column, inline or boxed with the later components.
    private var rest: Rest

    /// The part of a path after its first component.
    private enum Rest: Sendable {
        /// No later components, a base that `InlineBase` holds, and the column.
        case inline(column: Int32, base: InlineBase)
        /// Any other path.
        case boxed(Box)
    }

    /// A base in 16 bits: 0 `local`, 1 `root`, 2 `environment`, 3 `value`, and 4 + *n*
    /// `parent(levels: n)` for *n* from 0 to 65,531 (any other *n* is boxed).
    private struct InlineBase: Sendable {
        let rawValue: UInt16

        init?(_ base: Base) {
            switch base {
            case .local: rawValue = 0
            case .root: rawValue = 1
            case .environment: rawValue = 2
            case .value: rawValue = 3
            case .parent(let levels):
                guard levels >= 0, levels <= Int(UInt16.max) - 4 else { return nil }
                rawValue = UInt16(levels + 4)
            }
        }

        var base: Base {
            switch rawValue {
            case 0: .local
            case 1: .root
            case 2: .environment
            case 3: .value
            default: .parent(levels: Int(rawValue) - 4)
            }
        }
    }

    /// The rest of a path that is not held inline (immutable; replaced on change).
    private final class Box: Sendable {
        let tail: [String]
        let base: Base
        let column: Int32

        init(tail: [String], base: Base, column: Int32) {
            self.tail = tail
            self.base = base
            self.column = column
        }
    }

    /// `rest` for these fields: inline when it can be.
    private static func rest(tail: [String], base: Base, column: Int32) -> Rest {
        if tail.isEmpty, let inline = InlineBase(base) { return .inline(column: column, base: inline) }
        return .boxed(Box(tail: tail, base: base, column: column))
    }

    /// The components after the first (an empty array allocates nothing).
    private var tail: [String] {
        switch rest {
        case .inline: []
        case .boxed(let box): box.tail
        }
    }
    private var storedColumn: Int32 {
        switch rest {
        case .inline(let column, _): column
        case .boxed(let box): box.column
        }
    }

    /// Where the path starts.
    public var base: Base {
        get {
            switch rest {
            case .inline(_, let base): base.base
            case .boxed(let box): box.base
            }
        }
        set { rest = Self.rest(tail: tail, base: newValue, column: storedColumn) }
    }

    /// The path's components after the base (`["db", "port"]`, or `["0"]` for an index).
    public var components: [String] {
        get {
            guard let head else { return [] }
            let tail = tail
            return tail.isEmpty ? [head] : [head] + tail
        }
        set {
            head = newValue.first
            rest = Self.rest(tail: Array(newValue.dropFirst()), base: base, column: storedColumn)
        }
    }
    /// The column (from 1) where the path starts inside its expression source (held as 32
    /// bits: an expression is a string in a flow file of at most a few MiB; larger values
    /// are clamped).
    public var column: Int {
        get { Int(storedColumn) }
        set { rest = Self.rest(tail: tail, base: base, column: Int32(clamping: newValue)) }
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
        self.rest = Self.rest(tail: first == nil ? [] : later, base: base, column: Int32(clamping: column))
    }

    /// Whether both have the same base, components and column.
    public static func == (lhs: PathReference, rhs: PathReference) -> Bool {
        lhs.head == rhs.head && lhs.storedColumn == rhs.storedColumn && lhs.base == rhs.base && lhs.tail == rhs.tail
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(head)
        hasher.combine(tail)
        hasher.combine(base)
        hasher.combine(storedColumn)
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

    /// One piece as stored: a hole's expression in its compact form.
    enum StoredPart: Sendable, Equatable {
        case text(String)
        case hole(CompactExpression)

        init(_ part: Part) {
            switch part {
            case .text(let text): self = .text(text)
            case .expression(let expression): self = .hole(CompactExpression(expression))
            }
        }

        var part: Part {
            switch self {
            case .text(let text): .text(text)
            case .hole(let expression): .expression(expression.tree)
            }
        }
    }

    /// The pieces, held in one of two shapes (see `Shape`); nil for a template without
    /// holes, whose pieces are its source as one text part (none when empty). A literal
    /// allocates nothing until `parts` is read.
    private var shape: Shape?
    private var storedSource: String

    /// How the pieces of a template with holes are held. Nearly every such template has one
    /// hole, with text around it (`"Count for {{ n }}?"`); that shape is one box of 56 bytes
    /// rather than an array of three parts (104 bytes), and a large flow holds many.
    private enum Shape: Sendable {
        /// The pieces as given.
        case parts([StoredPart])
        /// One hole, with the text before it and after it (each non-empty, or absent).
        case hole(Hole)
    }

    /// The pieces of a one-hole template.
    final class Hole: Sendable {
        /// The text before the hole; empty when there is none.
        let prefix: String
        let expression: CompactExpression
        /// The text after the hole; empty when there is none.
        let suffix: String

        init(prefix: String, expression: CompactExpression, suffix: String) {
            self.prefix = prefix
            self.expression = expression
            self.suffix = suffix
        }

        /// The pieces as parts (no empty text part).
        var parts: [Part] {
            var parts: [Part] = []
            parts.reserveCapacity(3)
            if !prefix.isEmpty { parts.append(.text(prefix)) }
            parts.append(.expression(expression.tree))
            if !suffix.isEmpty { parts.append(.text(suffix)) }
            return parts
        }
    }

    /// The shape that holds `parts`: a `Hole` when they are one hole between optional
    /// non-empty texts, else the array.
    private static func shape(of parts: [StoredPart]) -> Shape {
        var prefix = ""
        var suffix = ""
        var hole: CompactExpression?
        for part in parts {
            switch part {
            case .text(let text):
                if text.isEmpty { return .parts(parts) }
                if hole == nil {
                    guard prefix.isEmpty else { return .parts(parts) }
                    prefix = text
                } else {
                    guard suffix.isEmpty else { return .parts(parts) }
                    suffix = text
                }
            case .hole(let expression):
                guard hole == nil else { return .parts(parts) }
                hole = expression
            }
        }
        guard let hole else { return .parts(parts) }
        return .hole(Hole(prefix: prefix, expression: hole, suffix: suffix))
    }

    /// The pieces in order (holes' trees built anew).
    public var parts: [Part] {
        get {
            switch shape {
            case nil: storedSource.isEmpty ? [] : [.text(storedSource)]
            case .parts(let parts): parts.map(\.part)
            case .hole(let hole): hole.parts
            }
        }
        set { shape = Self.shape(of: newValue.map(StoredPart.init)) }
    }

    /// The pieces in order as stored, without building trees.
    var storedParts: [StoredPart] {
        switch shape {
        case nil: storedSource.isEmpty ? [] : [.text(storedSource)]
        case .parts(let parts): parts
        case .hole(let hole):
            (hole.prefix.isEmpty ? [] : [.text(hole.prefix)]) + [.hole(hole.expression)]
                + (hole.suffix.isEmpty ? [] : [.text(hole.suffix)])
        }
    }

    /// The template's source text (for messages and `wizard template`).
    public var source: String {
        get { storedSource }
        set {
            // A literal's parts come from its source: keep them as they were.
            if case .none = shape { shape = .parts(storedParts) }
            storedSource = newValue
        }
    }

    /// The one hole and its surrounding texts, when the template has that shape (as parsed
    /// templates with one hole have).
    var onlyHole: Hole? {
        if case .hole(let hole) = shape { hole } else { nil }
    }

    /// Calls `body` with each hole's expression, in order, without building `parts`.
    func forEachHole(_ body: (CompactExpression) -> Void) {
        switch shape {
        case nil: break
        case .parts(let parts):
            for case .hole(let expression) in parts { body(expression) }
        case .hole(let hole): body(hole.expression)
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
        self.shape = Self.shape(of: parts.map(StoredPart.init))
        self.storedSource = source
    }

    /// A template of these stored pieces (the parser's way for several `{{`).
    init(storedParts: [StoredPart], source: String) {
        self.shape = Self.shape(of: storedParts)
        self.storedSource = source
    }

    /// A template without holes: `source` as one text part (none when empty).
    init(literal source: String) {
        self.shape = nil
        self.storedSource = source
    }

    /// A template of one hole between two texts, each possibly empty (the parser's way: no
    /// array).
    init(prefix: String, hole: CompactExpression, suffix: String, source: String) {
        self.shape = .hole(Hole(prefix: prefix, expression: hole, suffix: suffix))
        self.storedSource = source
    }

    /// The fixed text of a template made by `init(literal:)`; nil for any other.
    var literalText: String? {
        if case .none = shape { storedSource } else { nil }
    }

    /// Whether the template has no `{{ }}` hole, so its text is fixed.
    public var isLiteral: Bool {
        switch shape {
        case nil: true
        case .parts(let parts): parts.allSatisfy { if case .text = $0 { true } else { false } }
        case .hole: false
        }
    }

    /// Whether both have equal parts and equal sources.
    public static func == (lhs: Template, rhs: Template) -> Bool {
        guard lhs.storedSource == rhs.storedSource else { return false }
        switch (lhs.shape, rhs.shape) {
        case (nil, nil): return true
        case (.hole(let a), .hole(let b)):
            return a === b || (a.prefix == b.prefix && a.expression == b.expression && a.suffix == b.suffix)
        default: return lhs.storedParts == rhs.storedParts
        }
    }
}
