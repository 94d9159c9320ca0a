@testable import WizardEngine

/// A `PathResolver` over plain values, for expression tests: local answers, enclosing
/// flows' answers (index 0 is `parent`), the top flow's answers, environment and `value`.
/// A local answer or variable named in `secrets` carries the secret mark (its own name).
struct DictionaryResolver: PathResolver {
    var local: [String: AnswerValue] = [:]
    var secrets: Set<String> = []
    var parents: [[String: AnswerValue]] = []
    var root: [String: AnswerValue] = [:]
    var environment: [String: String] = [:]
    var value: AnswerValue = .null

    func resolve(_ reference: PathReference) -> AnswerValue {
        switch reference.base {
        case .local: AnswerValue.object(local).value(at: reference.components)
        case .root: AnswerValue.object(root).value(at: reference.components)
        case .parent(let levels):
            levels >= 1 && levels <= parents.count
                ? AnswerValue.object(parents[levels - 1]).value(at: reference.components) : .null
        case .environment:
            environment[reference.components.first ?? ""].map { .string($0) } ?? .null
        case .value: value.value(at: reference.components)
        }
    }

    func secretStep(_ reference: PathReference) -> String? {
        switch reference.base {
        case .local, .environment: reference.components.first.flatMap { secrets.contains($0) ? $0 : nil }
        case .value: secrets.contains("value") ? "value" : nil
        default: nil
        }
    }
}

/// Shorthands for building expected syntax trees.
enum AST {
    static func local(_ path: String, _ column: Int) -> Expression {
        .path(
            PathReference(
                base: .local, components: path.split(separator: ".").map(String.init),
                column: column))
    }
    static func string(_ s: String) -> Expression { .literal(.string(s)) }
    static func int(_ i: Int) -> Expression { .literal(.integer(i)) }
    static func binary(_ op: BinaryOperator, _ l: Expression, _ r: Expression) -> Expression {
        .binary(op, l, r)
    }
}
