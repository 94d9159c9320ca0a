import Foundation

/// A JSON value with ordered object members: what the generator writes (flows, answers files).
public indirect enum GenJSON: Equatable, Sendable {
    public struct Member: Equatable, Sendable {
        public var key: String
        public var value: GenJSON

        public init(key: String, value: GenJSON) {
            self.key = key
            self.value = value
        }
    }

    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    case array([GenJSON])
    case object([Member])

    /// An object from key/value pairs, in order, leaving out the nil values.
    public static func members(_ pairs: [(String, GenJSON?)]) -> GenJSON {
        .object(pairs.compactMap { key, value in value.map { Member(key: key, value: $0) } })
    }

    /// The JSON text, on one line.
    public var text: String {
        switch self {
        case .string(let s): return Self.quoted(s)
        case .int(let i): return String(i)
        case .double(let d): return String(d)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { Self.quoted($0.key) + ":" + $0.value.text }.joined(separator: ",") + "}"
        }
    }

    /// The value as the answers read back from the program's output compare it.
    public var parsed: ParsedJSON {
        switch self {
        case .string(let s): return .string(s)
        case .int(let i): return .number(Double(i))
        case .double(let d): return .number(d)
        case .bool(let b): return .bool(b)
        case .null: return .null
        case .array(let items): return .array(items.map(\.parsed))
        case .object(let members):
            return .object(Dictionary(members.map { ($0.key, $0.value.parsed) }) { _, last in last })
        }
    }

    /// Whether both are strings, both numbers, or both bools.
    public func sameType(as other: GenJSON) -> Bool {
        switch (self, other) {
        case (.string, .string), (.bool, .bool): return true
        case (.int, .int), (.int, .double), (.double, .int), (.double, .double): return true
        default: return false
        }
    }

    public static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

/// A JSON value read from the program's output (object member order is not kept: the byte
/// comparisons of whole outputs check the order).
public indirect enum ParsedJSON: Equatable, Decodable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([ParsedJSON])
    case object([String: ParsedJSON])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let b = try? container.decode(Bool.self) {
            self = .bool(b)
        } else if let d = try? container.decode(Double.self) {
            self = .number(d)
        } else if let s = try? container.decode(String.self) {
            self = .string(s)
        } else if let a = try? container.decode([ParsedJSON].self) {
            self = .array(a)
        } else {
            self = .object(try container.decode([String: ParsedJSON].self))
        }
    }

    /// Parses `text`, or nil when it is not JSON.
    public static func parse(_ text: String) -> ParsedJSON? {
        try? JSONDecoder().decode(ParsedJSON.self, from: Data(text.utf8))
    }

    /// The value at a dotted answer path (`servers.0.host`), or nil when there is none.
    public func value(at path: [String]) -> ParsedJSON? {
        guard let head = path.first else { return self }
        switch self {
        case .object(let members): return members[head]?.value(at: Array(path.dropFirst()))
        case .array(let items):
            guard let index = Int(head), items.indices.contains(index) else { return nil }
            return items[index].value(at: Array(path.dropFirst()))
        default: return nil
        }
    }

    /// Every answer path with a value that is not an object or an array of objects, in no
    /// particular order.
    public var leafPaths: [[String]] {
        switch self {
        case .object(let members):
            return members.flatMap { key, value in
                value.leafPaths.map { [key] + $0 }
            }
        case .array(let items) where !items.isEmpty && items.allSatisfy(\.isObject):
            return items.enumerated().flatMap { index, item in item.leafPaths.map { [String(index)] + $0 } }
        default:
            return [[]]
        }
    }

    public var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}
