import WizardCore

/// A JSON value whose objects keep their keys in the order added: the flow an import writes.
package indirect enum FlowJSON: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A whole number, written without a fraction.
    case integer(Int)
    /// A number, written with a fraction (`16.0`).
    case number(Double)
    case string(String)
    case array([FlowJSON])
    /// An object's members, in order.
    case object([(String, FlowJSON)])

    /// Equal values (objects: the same keys in the same order).
    package static func == (a: FlowJSON, b: FlowJSON) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.integer(let x), .integer(let y)): x == y
        case (.number(let x), .number(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)): x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    /// The YAML value as JSON (positions dropped).
    ///
    /// - Parameter node: the value as read.
    package init(_ node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .integer(let i): self = .integer(i)
        case .number(let d): self = .number(d)
        case .string(let s): self = .string(s)
        case .array(let items): self = .array(items.map(FlowJSON.init))
        case .object(let pairs): self = .object(pairs.map { ($0.key, FlowJSON($0.value)) })
        }
    }

    /// The value as indented JSON text, keys in order; arrays of scalars on one line.
    ///
    /// - Parameter indent: the indentation of the line the value starts on.
    /// - Returns: the text (non-finite numbers as `null`).
    /// - Complexity: O(size of the value).
    package func text(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .integer(let i): return String(i)
        case .number(let d):
            guard d.isFinite else { return "null" }
            return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) + ".0" : String(d)
        case .string(let s): return Self.quoted(s)
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy(\.isScalar) { return "[" + items.map { $0.text() }.joined(separator: ", ") + "]" }
            return "[\n" + items.map { inner + $0.text(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            return "{\n" + members.map { inner + Self.quoted($0.0) + ": " + $0.1.text(indent: inner) }.joined(separator: ",\n")
                + "\n" + indent + "}"
        }
    }

    var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// A JSON string literal, escaped as the answers are, so the flow is also safe to print on a terminal.
    static func quoted(_ s: String) -> String {
        var out = ""
        AnswerValue.writeJSONString(s, to: &out)
        return out
    }
}
