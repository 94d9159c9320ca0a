import WizardTestSupport

/// How the generator makes each step type: its keys, a default (every JSON type and edge
/// value), validation rules, and the answers and lines it accepts or refuses.
extension FlowGenerator {
    /// A new input step (`message` included) of `kind` with id `id`, reading earlier steps of
    /// the same flow through `earlier` for templates. `flow` steps are made by `makeFlowStep`.
    mutating func makeInputStep(_ kind: StepShape.Kind, id: String, earlier: [GeneratedStep]) -> GeneratedStep {
        var step = GeneratedStep(id: id, shape: .secret, prompt: "Q \(id)")
        switch kind {
        case .text:
            step.shape = .text(placeholder: rng.chance(0.3) ? "e.g. alpha" : nil)
            makeTextLike(&step, words: ["alpha", "beta", "gamma delta", ":colon", "x"], earlier: earlier, templates: true)
        case .secret:
            step.shape = .secret
            step.prompt = "Secret \(id)"
            makeTextLike(&step, words: ["s3cret", "hunter two", ":colon"], earlier: earlier, templates: false)
        case .confirm:
            step.shape = .confirm
            step.validAnswers = [.bool(true), .bool(false)]
            step.validLines = ["y", "yes", "n", "no", "true", "false", "Y", "No"]
            step.invalidLines = ["maybe", "2"]
            let confirms = earlier.filter { if case .confirm = $0.shape { return true } else { return false } }
            switch rng.int(6) {
            case 0: step.defaultValue = .bool(false)
            case 1: step.defaultValue = .bool(true)
            case 2 where !confirms.isEmpty: step.defaultValue = .string("{{ \(rng.pick(confirms).id) }}")
            default: break
            }
        case .select, .multiselect:
            makeChoiceStep(&step, multiple: kind == .multiselect, earlier: earlier)
        case .number, .integer:
            makeNumeric(&step, integer: kind == .integer)
        case .path:
            makePath(&step)
        case .list:
            makeList(&step)
        case .json:
            makeJSON(&step)
        case .message:
            let source = templateSources(earlier)
            step.shape = .message(text: source.isEmpty || rng.chance(0.5) ? "M \(id)" : "M \(id) {{ \(rng.pick(source).id) }}")
            step.prompt = nil
        case .flow:
            break
        }
        if step.shape.isInput {
            if rng.chance(0.3) { step.help = "H \(id)" }
            let source = templateSources(earlier)
            if !source.isEmpty && rng.chance(0.2) { step.prompt = (step.prompt ?? "") + " {{ \(rng.pick(source).id) }}" }
        }
        return step
    }

    /// Earlier steps a template may read (never a secret).
    func templateSources(_ earlier: [GeneratedStep]) -> [GeneratedStep] {
        earlier.filter { step in
            switch step.shape {
            case .text, .select, .confirm, .integer: return true
            default: return false
            }
        }
    }

    /// `text` and `secret`: a rule profile, the values it accepts, and a default.
    private mutating func makeTextLike(_ step: inout GeneratedStep, words: [String], earlier: [GeneratedStep], templates: Bool) {
        var valid = words
        var emptyPasses = true
        switch rng.int(5) {
        case 1:
            step.validate = [.init(key: "pattern", value: .string("[a-z0-9]+( [a-z]+)?"))]
            valid = words.filter { !$0.hasPrefix(":") }
            emptyPasses = false
            step.invalidLines = ["Upper", "9 Lives"]
        case 2:
            step.validate = [.init(key: "min_length", value: .int(2)), .init(key: "max_length", value: .int(12))]
            valid = words.filter { (2...12).contains($0.count) }
            emptyPasses = false
            step.invalidLines = ["a", "abcdefghijklmnopq"]
        case 3:
            step.validate = [.init(key: "expr", value: .string("value != \"forbidden\""))]
            step.invalidLines = ["forbidden"]
        case 4:
            step.validate = [.init(key: "expr", value: .string("len(value) < 12"))]
            step.invalidLines = ["abcdefghijklmnopq"]
        default:
            break
        }
        if !step.validate.isEmpty && rng.chance(0.5) { step.validate.append(.init(key: "message", value: .string("V \(step.id)"))) }
        if rng.chance(0.4) { step.required = rng.chance(0.5) }
        step.validAnswers = valid.map(GenJSON.string) + (emptyPasses && step.required == false ? [.string("")] : [])
        step.validLines = valid.map { $0.hasPrefix(":") ? ":" + $0 : $0 }
        let sources = templateSources(earlier).filter {
            switch $0.shape {
            case .text: return true
            case .select(let choices): return choices.allSatisfy { if case .string = $0.value { return true } else { return false } }
            default: return false
            }
        }
        switch rng.int(7) {
        case 0...1 where emptyPasses:
            step.defaultValue = .string("")
        case 2, 3:
            step.defaultValue = .string(rng.pick(valid))
        case 4 where templates && !sources.isEmpty && step.validate.allSatisfy({ $0.key == "expr" || $0.key == "message" }):
            let source = rng.pick(sources).id
            step.defaultValue = .string(rng.pick(["{{ \(source) }}", "{{ upper(\(source)) }}", "x-{{ lower(\(source)) }}"]))
        default:
            break
        }
    }

    /// `select` and `multiselect`: choices (strings and objects, some with `when`), a
    /// default among the choices that are always offered, and for `multiselect` count rules.
    private mutating func makeChoiceStep(_ step: inout GeneratedStep, multiple: Bool, earlier: [GeneratedStep]) {
        // Values of one JSON type, or mixed; none is a number a 1-based pick or a refused
        // line could mean.
        var pool: [GenJSON]
        switch rng.int(8) {
        case 0: pool = [.int(8000), .int(42), .int(-1), .int(17)]
        case 1: pool = [.double(3.12), .double(2.5), .int(8000)]
        case 2: pool = [.bool(true), .bool(false)]
        case 3: pool = [.string("red"), .int(8000), .double(3.12), .bool(true)]
        default: pool = [.string("red"), .string("green"), .string("blue"), .string("cyan")]
        }
        let count = min(pool.count, 2 + rng.int(3))
        var choices: [GeneratedChoice] = []
        for index in 0..<count {
            let value = pool.remove(at: rng.int(pool.count))
            var choice = GeneratedChoice(value: value, asObject: rng.chance(0.4))
            if choice.asObject {
                if rng.chance(0.5) { choice.label = "Label \(value.text)" }
                if rng.chance(0.3) { choice.help = "About \(value.text)" }
                if index > 0, let condition = whenExpression(earlier: earlier), rng.chance(0.4) { choice.when = condition }
            }
            choices.append(choice)
        }
        let always = choices.filter { $0.when == nil }.map(\.value)
        if multiple {
            step.shape = .multiselect(choices)
            var minimum = 0
            var maximum = choices.count
            if rng.chance(0.4) {
                minimum = 1
                maximum = min(2, choices.count)
                step.validate = [.init(key: "min", value: .int(minimum)), .init(key: "max", value: .int(maximum))]
                if choices.count > 2 { step.invalidLines.append("1,2,3") }
                step.invalidLines.append("")
            }
            var answers: [[GenJSON]] = [[always[0]]]
            if always.count > 1 { answers.append(Array(always.prefix(2))) }
            if minimum == 0 { answers.append([]) }
            step.validAnswers = answers.map(GenJSON.array)
            step.validLines = ["1", always[0].text, always.prefix(2).map(\.text).joined(separator: ","), always.count > 1 ? "1 2" : "1"]
            step.invalidLines += ["purple", "9"]
            switch rng.int(4) {
            case 0 where minimum == 0: step.defaultValue = .array([])
            case 1: step.defaultValue = .array([always[0]])
            default: break
            }
        } else {
            step.shape = .select(choices)
            step.validAnswers = always
            step.validLines = ["1"] + always.map(\.text)
            step.invalidLines = ["purple", "9", "0"]
            if rng.chance(0.5) { step.defaultValue = rng.pick(always) }
        }
    }

    /// `list`: items as typed (commas or a JSON array), count rules, a default ([] too).
    private mutating func makeList(_ step: inout GeneratedStep) {
        step.shape = .list
        var answers: [[String]] = [["web"], ["web", "api"], ["x y", "cli"], []]
        step.validLines = ["web", "web,api", "[\"x y\",\"cli\"]", "[]"]
        step.invalidLines = ["[1,2]", "[\"a\""]
        switch rng.int(3) {
        case 1:
            step.validate = [.init(key: "min", value: .int(1)), .init(key: "max", value: .int(2))]
            answers = answers.filter { (1...2).contains($0.count) }
            step.validLines.removeLast()
            step.invalidLines += ["[]", "a,b,c"]
        case 2:
            step.validate = [.init(key: "max", value: .int(1))]
            answers = answers.filter { $0.count <= 1 }
            step.validLines = ["web", "[]", "[\"x y\"]"]
            step.invalidLines += ["a,b"]
        default:
            break
        }
        step.validAnswers = answers.map { .array($0.map(GenJSON.string)) }
        switch rng.int(4) {
        case 0: step.defaultValue = rng.pick(step.validAnswers)
        case 1 where answers.contains([]): step.defaultValue = .array([])
        default: break
        }
    }

    /// `json`: any JSON value, typed as JSON text; a default of any JSON type ("" too).
    /// A top-level `null` is left out: the template checks fill `wizard template`'s nulls
    /// (no value known) with answers, so a `null` answer cannot be told apart there
    /// (`RoundTripTests` covers a `json` step's `null` answer through `--answers`).
    private mutating func makeJSON(_ step: inout GeneratedStep) {
        step.shape = .json
        step.validAnswers = [
            .members([("a", .int(1)), ("b", .array([.bool(true), .null]))]), .array([.int(1), .string("two")]),
            .string("s"), .string(""), .int(3), .double(2.5), .bool(false), .object([]), .array([]),
        ]
        step.validLines = ["{\"a\":1}", "[1,\"two\"]", "\"s\"", "3", "2.5", "true", "{}", "[]", "\"\""]
        step.invalidLines = ["{", "abc", "[1,"]
        if rng.chance(0.5) { step.defaultValue = rng.pick(step.validAnswers) }
    }

    /// `number` and `integer`: a range or an expression, values inside it, a default (0 too).
    private mutating func makeNumeric(_ step: inout GeneratedStep, integer: Bool) {
        step.shape = integer ? .integer : .number
        var values: [GenJSON] =
            integer ? [.int(0), .int(3), .int(7), .int(42), .int(-5)] : [.int(0), .double(2.5), .int(3), .double(9.75)]
        step.invalidLines = integer ? ["2.5", "abc"] : ["abc", "1,5"]
        func number(_ v: GenJSON) -> Double {
            switch v {
            case .int(let i): return Double(i)
            case .double(let d): return d
            default: return .nan
            }
        }
        switch rng.int(4) {
        case 1:
            let (low, high) = integer ? (-5, 42) : (0, 10)
            step.validate = [.init(key: "min", value: .int(low)), .init(key: "max", value: .int(high))]
            values = values.filter { (Double(low)...Double(high)).contains(number($0)) }
            step.invalidLines += ["100", "-50"]
        case 2:
            step.validate = [.init(key: "min", value: .int(1)), .init(key: "max", value: .int(9))]
            values = values.filter { (1.0...9.0).contains(number($0)) }
            step.invalidLines += ["0", "10"]
        case 3:
            step.validate = [.init(key: "expr", value: .string("value != 7"))]
            values = values.filter { number($0) != 7 }
            step.invalidLines += ["7"]
        default:
            break
        }
        step.validAnswers = values
        step.validLines = values.map(\.text)
        switch rng.int(4) {
        case 0 where values.contains(.int(0)): step.defaultValue = .int(0)
        case 1: step.defaultValue = rng.pick(values)
        default: break
        }
    }

    /// `path`: `must_exist` and `kind`, with files that exist in the flow's folder.
    private mutating func makePath(_ step: inout GeneratedStep) {
        let mustExist: Bool? = rng.chance(0.5) ? rng.chance(0.5) : nil
        let kind: String? = rng.chance(0.5) ? rng.pick(["file", "directory", "any"]) : nil
        step.shape = .path(mustExist: mustExist, kind: kind)
        if rng.chance(0.3) { step.required = rng.chance(0.5) }
        let file = folder + "/data.txt"
        let directory = folder + "/dir"
        var values: [String]
        if mustExist == true {
            switch kind {
            case "file":
                values = [file]
                step.invalidLines = [directory]
            case "directory":
                values = [directory, "/tmp"]
                step.invalidLines = [file]
            default:
                values = [file, directory]
            }
            step.invalidLines.append(folder + "/no/such/file")
        } else {
            // An existing entry of the wrong kind is refused even when it need not exist.
            values = ["rel/file.txt", folder + "/later.txt", kind == "directory" ? directory : file]
        }
        step.validAnswers = values.map(GenJSON.string) + (mustExist != true && step.required == false ? [.string("")] : [])
        step.validLines = values + (mustExist == true ? [] : ["~/notes.txt"])
        switch rng.int(5) {
        case 0 where mustExist != true: step.defaultValue = .string("")
        case 1: step.defaultValue = .string(rng.pick(values))
        default: break
        }
    }

    /// A `when` expression over earlier steps of the flow, the environment, or (in a sub-flow)
    /// the enclosing and top flows' answers; nil when there is nothing to read.
    mutating func whenExpression(earlier: [GeneratedStep]) -> String? {
        var atoms: [String] = ["env.GEN_FLAG == \"1\"", "env.GEN_FLAG != null", "true"]
        for step in earlier { atoms += Self.whenAtoms(path: step.id, shape: step.shape) }
        for (prefix, steps) in enclosing {
            for step in steps { atoms += Self.whenAtoms(path: "\(prefix).\(step.id)", shape: step.shape) }
        }
        var expression = rng.pick(atoms)
        switch rng.int(6) {
        case 0: expression = "\(expression) && \(rng.pick(atoms))"
        case 1: expression = "(\(expression)) || \(rng.pick(atoms))"
        case 2: expression = "!(\(expression))"
        default: break
        }
        return expression
    }

    /// Conditions over one answer of the given type, each well-typed (a load check refuses a
    /// string compared with a number).
    static func whenAtoms(path x: String, shape: StepShape) -> [String] {
        switch shape {
        case .confirm: return [x, "!\(x)", "\(x) == true", "\(x) != false"]
        case .text, .secret:
            return [
                "\(x) == \"alpha\"", "empty(\(x))", "len(\(x)) > 3", "\"al\" in \(x)", "matches(\(x), \"[a-z]+\")",
                "lower(\(x)) == \"alpha\"", "upper(\(x)) != \"BETA\"",
            ]
        case .select(let choices):
            // Compared only with a value of the choices' one JSON type.
            guard let first = choices.first?.value, choices.allSatisfy({ $0.value.sameType(as: first) }) else { return [] }
            return ["\(x) == \(first.text)", "\(x) != \(choices[choices.count - 1].value.text)"]
        case .multiselect(let choices):
            guard let first = choices.first?.value, choices.allSatisfy({ $0.value.sameType(as: first) }) else {
                return ["len(\(x)) >= 1", "empty(\(x))"]
            }
            return ["\(first.text) in \(x)", "len(\(x)) >= 1", "empty(\(x))"]
        case .list: return ["\"web\" in \(x)", "len(\(x)) >= 1", "empty(\(x))"]
        case .json: return []
        case .number, .integer: return ["\(x) > 2", "\(x) == 0", "\(x) <= 5", "\(x) != 7"]
        case .path: return ["\(x) == \"/tmp\"", "!empty(\(x))"]
        case .message, .flow: return []
        }
    }
}
