/// The answers of a run in flow order, ready to print as JSON or as `NAME=value` lines.
public indirect enum OrderedAnswers: Equatable, Sendable {
    /// A leaf answer.
    case value(AnswerValue)
    /// A sub-flow's answers (or the whole output), keys in flow order.
    case object([(key: String, value: OrderedAnswers)])
    /// A repeat's items.
    case array([OrderedAnswers])

    /// Whether both hold the same answers with the same keys in the same order.
    ///
    /// Unlike `value`, key order matters: two objects with the same members in a different
    /// order are not equal.
    ///
    /// - Complexity: O(*n*) in the size of the smaller value.
    public static func == (lhs: OrderedAnswers, rhs: OrderedAnswers) -> Bool {
        switch (lhs, rhs) {
        case (.value(let a), .value(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The answers as JSON text, keys in flow order.
    ///
    /// Empty objects and arrays print as `{}` and `[]` in either form.
    ///
    /// - Parameter pretty: indent with two spaces, one member or item a line (the default);
    ///   false gives one line with no spaces.
    /// - Returns: the JSON text, with no trailing newline.
    /// - Complexity: O(*n*) in the size of the output.
    public func jsonText(pretty: Bool = true) -> String {
        var writer = JSONTextWriter(indent: pretty ? "  " : nil)
        write(to: &writer, depth: 0)
        return writer.text
    }

    func write(to writer: inout JSONTextWriter, depth: Int) {
        switch self {
        case .value(let value):
            writer.write(value, depth: depth)
        case .array(let items):
            writer.array(count: items.count, depth: depth) { writer, index in
                items[index].write(to: &writer, depth: depth + 1)
            }
        case .object(let members):
            writer.object(keys: members.map(\.key), depth: depth) { writer, index in
                members[index].value.write(to: &writer, depth: depth + 1)
            }
        }
    }

    /// The answers as an unordered value (for expressions and `Decodable` decoding).
    ///
    /// Should an object repeat a key, the first member wins.
    ///
    /// - Complexity: O(*n*) in the number of answers.
    public var value: AnswerValue {
        switch self {
        case .value(let v): v
        case .array(let items): .array(items.map(\.value))
        case .object(let members):
            .object(Dictionary(members.map { ($0.key, $0.value.value) }, uniquingKeysWith: { a, _ in a }))
        }
    }

    /// Every leaf as (dotted path, value), in flow order (`servers.0.host`).
    ///
    /// Repeat items are numbered from 0. A leaf `.value` gives one pair with path `prefix`.
    /// Empty objects and arrays give no pairs.
    ///
    /// - Parameter prefix: the path to put before every leaf's path (empty by default).
    /// - Returns: the pairs, in flow order.
    /// - Complexity: O(*n*) in the number of answers.
    public func leaves(prefix: String = "") -> [(path: String, value: AnswerValue)] {
        switch self {
        case .value(let v): return [(prefix, v)]
        case .array(let items):
            return items.enumerated().flatMap { index, item in
                item.leaves(prefix: AnswerPath.join(prefix, String(index)))
            }
        case .object(let members):
            return members.flatMap { $0.value.leaves(prefix: AnswerPath.join(prefix, $0.key)) }
        }
    }
}

extension Engine {
    /// The output (docs/cli.md): every stored answer on the final path, in flow order,
    /// sub-flows nested under their step id (an array with `repeat`).
    ///
    /// - Parameters:
    ///   - state: a completed (or in-progress) run.
    ///   - redactingSecrets: replace secret answers with `"***"` (`--redact`).
    /// - Returns: an object of the root flow's stored answers; a sub-flow appears only once
    ///   it has completed, and an empty object when the catalog has no root flow. `message`
    ///   steps and unanswered steps are left out.
    /// - Complexity: O(steps of the flows reached + answers).
    public func answers(of state: WizardState, redactingSecrets: Bool = false) -> OrderedAnswers {
        guard let root = catalog.root else { return .object([]) }
        return members(of: root, prefix: "", answers: state.answers, redact: redactingSecrets, depth: 0)
    }

    func members(
        of flow: Flow, prefix: String, answers: [String: AnswerValue], redact: Bool, depth: Int
    ) -> OrderedAnswers {
        var out: [(key: String, value: OrderedAnswers)] = []
        forEachAnswerMember(of: flow, prefix: prefix, answers: answers, redact: redact, level: depth) { member in
            switch member {
            case .value(let key, let value):
                out.append((key, .value(value)))
            case .subflow(let key, let sub, let path):
                out.append((key, members(of: sub, prefix: path, answers: answers, redact: redact, depth: depth + 1)))
            case .repeated(let key, let sub, let path, let count):
                let items = (0..<count).map { index in
                    members(of: sub, prefix: path + "." + String(index), answers: answers, redact: redact, depth: depth + 1)
                }
                out.append((key, .array(items)))
            }
        }
        return .object(out)
    }

    /// The members of `flow`'s answers object under `prefix`, in flow order: what both the
    /// `OrderedAnswers` tree and the streamed JSON are made of, decided in one place.
    /// Unstored, `message` and unanswered steps are left out; a sub-flow appears once it
    /// has completed; `level` counts the sub-flows entered (at most 64).
    func forEachAnswerMember(
        of flow: Flow, prefix: String, answers: [String: AnswerValue], redact: Bool, level: Int,
        _ body: (AnswerMember) -> Void
    ) {
        // Steps are read in place: a copy of each `Step` would cost more than writing it.
        let steps = flow.steps
        for i in steps.indices where steps[i].isStored {
            let key = steps[i].id.rawValue
            let path = AnswerPath.join(prefix, key)
            switch steps[i].kind {
            case .message:
                continue
            case .flow(let reference):
                guard let sub = catalog.flow(reference.flow) else { continue }
                if reference.repetition != nil {
                    guard case .integer(let count)? = answers[countKey(path)],
                        answers[completionKey(path)] != nil
                    else { continue }
                    body(.repeated(key: key, flow: sub, prefix: path, count: max(0, count)))
                } else if answers[completionKey(path)] != nil {
                    body(.subflow(key: key, flow: sub, prefix: path))
                }
            default:
                guard let value = answers[path] else { continue }
                body(.value(key: key, redact && steps[i].isSecret ? .string("***") : value))
            }
        }
    }
}

/// One member of a flow's answers object (`Engine.forEachAnswerMember`).
enum AnswerMember {
    /// A step's answer (already redacted when asked).
    case value(key: String, AnswerValue)
    /// A completed sub-flow, whose answers are under `prefix`.
    case subflow(key: String, flow: Flow, prefix: String)
    /// A completed repeat of `count` items, item `i`'s answers under `prefix.i`.
    case repeated(key: String, flow: Flow, prefix: String, count: Int)
}

extension Engine {
    /// The text of `answers(of:redactingSecrets:).jsonText(pretty:)`, written straight from
    /// the state in pieces of about `chunkSize` bytes.
    ///
    /// The answers of a long run are neither built as an `OrderedAnswers` tree nor held
    /// whole as text: only one piece is in memory at a time. The members come from the same
    /// `forEachAnswerMember` as the tree's, so the bytes are the same.
    ///
    /// - Parameters:
    ///   - state: a completed (or in-progress) run.
    ///   - redactingSecrets: replace secret answers with `"***"` (`--redact`).
    ///   - pretty: indent with two spaces (the default), or one line with no spaces.
    ///   - chunkSize: about how many bytes to gather before handing them to `sink`.
    ///   - sink: receives the text's UTF-8 bytes, in order, in one or more pieces.
    /// - Complexity: O(steps of the flows reached + answers).
    package func writeAnswersJSON(
        of state: WizardState, redactingSecrets: Bool = false, pretty: Bool = true, chunkSize: Int = 1 << 16,
        to sink: ([UInt8]) -> Void
    ) {
        var writer = JSONTextWriter(indent: pretty ? "  " : nil, capacity: chunkSize + 1024)
        if let root = catalog.root {
            let walk = AnswersWalk(engine: self, answers: state.answers, redact: redactingSecrets, chunkSize: chunkSize)
            walk.write(root, prefix: "", level: 0, depth: 0, into: &writer, sink: sink)
        } else {
            writer.endObject(count: 0, depth: 0)
        }
        writer.flush(to: sink)
    }
}

/// `Engine.writeAnswersJSON`'s walk over the flows: what stays the same at every level.
private struct AnswersWalk {
    let engine: Engine
    let answers: [String: AnswerValue]
    let redact: Bool
    let chunkSize: Int

    /// Writes the object of `flow`'s stored answers under `prefix`, the members
    /// `Engine.forEachAnswerMember` gives: `level` counts the sub-flows entered, `depth` is
    /// the JSON nesting.
    func write(
        _ flow: Flow, prefix: String, level: Int, depth: Int, into writer: inout JSONTextWriter, sink: ([UInt8]) -> Void
    ) {
        var count = 0
        engine.forEachAnswerMember(of: flow, prefix: prefix, answers: answers, redact: redact, level: level) { member in
            switch member {
            case .value(let key, let value):
                writer.key(key, index: count, depth: depth)
                writer.write(value, depth: depth + 1)
            case .subflow(let key, let sub, let path):
                writer.key(key, index: count, depth: depth)
                write(sub, prefix: path, level: level + 1, depth: depth + 1, into: &writer, sink: sink)
            case .repeated(let key, let sub, let path, let items):
                writer.key(key, index: count, depth: depth)
                writer.array(count: items, depth: depth + 1) { writer, index in
                    write(sub, prefix: path + "." + String(index), level: level + 1, depth: depth + 2, into: &writer, sink: sink)
                }
            }
            count += 1
            if writer.bytes.count >= chunkSize { writer.flush(to: sink) }
        }
        writer.endObject(count: count, depth: depth)
    }
}
