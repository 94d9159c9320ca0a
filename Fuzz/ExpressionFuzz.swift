// Fuzz target: the expression and template parsers and the evaluator. The first byte picks
// expression or template; the rest is the source. Parsed expressions are printed back and
// must parse again; evaluation runs against a fixed set of answers.

struct FuzzResolver: PathResolver {
    let answers: AnswerValue = .object([
        "name": .string("my-app"), "port": .number(5432), "ok": .bool(true),
        "tags": .array([.string("a"), .string("b")]),
        "db": .object(["host": .string("localhost"), "port": .number(5432)]),
    ])

    func resolve(_ reference: PathReference) -> AnswerValue {
        switch reference.base {
        case .environment: reference.components == ["HOME"] ? .string("/home/x") : .null
        case .value: .string("value")
        default: answers.value(at: reference.components)
        }
    }
}

func fuzzExpressions(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let source = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    let evaluator = Evaluator()
    if data[0] & 1 == 0 {
        guard let expression = try? Expression.parse(source) else { return 0 }
        _ = try? evaluator.evaluate(expression, resolver: FuzzResolver())
        _ = try? evaluator.isTrue(expression, resolver: FuzzResolver())
        let printed = ExpressionPrinter.text(of: expression)
        guard let again = try? Expression.parse(printed) else { fuzzFailure("printed expression does not parse: \(printed.debugDescription)") }
        if ExpressionPrinter.text(of: again) != printed { fuzzFailure("printing is not stable: \(printed.debugDescription)") }
    } else {
        guard let template = try? Template.parse(source) else { return 0 }
        _ = try? evaluator.render(template, resolver: FuzzResolver())
    }
    return 0
}
