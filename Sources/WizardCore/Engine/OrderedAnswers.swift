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

    /// The answers as an unordered value; should an object repeat a key, the first wins.
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

    /// Every leaf as (dotted path, value), in flow order (`servers.0.host`); empty objects
    /// and arrays give none, and a leaf `.value` gives one pair with path `prefix`.
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
    /// The output (docs/cli.md): the root flow's stored answers on the final path, in flow
    /// order, a completed sub-flow nested under its step id (an array with `repeat`).
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
        return members(of: root, prefix: "", answers: state.answers, redact: redactingSecrets)
    }

    /// The object of `flow`'s stored answers under `prefix`, in flow order. Unstored,
    /// `message` and unanswered steps are left out; a sub-flow appears once it has completed.
    func members(
        of flow: Flow, prefix: String, answers: [String: AnswerValue], redact: Bool
    ) -> OrderedAnswers {
        var out: [(key: String, value: OrderedAnswers)] = []
        for index in flow.steps.indices where flow.steps[index].isStored {
            let key = flow.steps[index].id.rawValue
            let path = AnswerPath.join(prefix, key)
            switch flow.steps[index].kind {
            case .message:
                continue
            case .flow(let reference):
                guard let sub = catalog.flow(reference.flow), answers[completionKey(path)] != nil else { continue }
                if reference.repetition != nil {
                    guard case .integer(let count)? = answers[AnswerPath.countKey(path)] else { continue }
                    let items = (0..<max(0, count)).map { item in
                        members(of: sub, prefix: path + "." + String(item), answers: answers, redact: redact)
                    }
                    out.append((key, .array(items)))
                } else {
                    out.append((key, members(of: sub, prefix: path, answers: answers, redact: redact)))
                }
            default:
                guard let value = answers[path] else { continue }
                out.append((key, .value(redact && flow.steps[index].isSecret ? .string("***") : value)))
            }
        }
        return .object(out)
    }
}
