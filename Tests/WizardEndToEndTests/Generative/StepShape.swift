import WizardTestSupport

/// The type of a generated step and its type-specific keys. Everything the generator knows
/// about one step type lives in this file and `StepShape+Generation.swift`: adding a type
/// is one case here and one branch there.
enum StepShape: Sendable {
    case text(placeholder: String?)
    case secret
    case confirm
    case select([GeneratedChoice])
    case multiselect([GeneratedChoice])
    case number
    case integer
    case path(mustExist: Bool?, kind: String?)
    case list
    case json
    case message(text: String)
    case flow(FlowCall)

    /// The types the generator picks from, each with a weight.
    enum Kind: CaseIterable {
        case text, secret, confirm, select, multiselect, number, integer, path, list, json, message, flow

        var weight: Int {
            switch self {
            case .text: return 4
            case .secret, .path, .message, .number, .list, .json: return 1
            case .confirm, .select, .integer, .multiselect: return 2
            case .flow: return 2
            }
        }
    }

    var typeName: String {
        switch self {
        case .text: return "text"
        case .secret: return "secret"
        case .confirm: return "confirm"
        case .select: return "select"
        case .multiselect: return "multiselect"
        case .number: return "number"
        case .integer: return "integer"
        case .path: return "path"
        case .list: return "list"
        case .json: return "json"
        case .message: return "message"
        case .flow: return "flow"
        }
    }

    /// The keys only this type has.
    var extraKeys: [(String, GenJSON?)] {
        switch self {
        case .text(let placeholder): return [("placeholder", placeholder.map(GenJSON.string))]
        case .select(let choices), .multiselect(let choices): return [("choices", .array(choices.map(\.json)))]
        case .path(let mustExist, let kind): return [("must_exist", mustExist.map(GenJSON.bool)), ("kind", kind.map(GenJSON.string))]
        case .message(let text): return [("text", .string(text))]
        case .flow(let call):
            let repeating = call.repeating.map { r in
                GenJSON.members([("prompt", .string(r.prompt)), ("min", r.min.map(GenJSON.int)), ("max", r.max.map(GenJSON.int))])
            }
            return [("flow", .string(call.flowID)), ("present", call.present.map(GenJSON.string)), ("repeat", repeating)]
        case .secret, .confirm, .number, .integer, .list, .json: return []
        }
    }

    /// Whether the step asks for an answer of its own (not `message`, not `flow`).
    var isInput: Bool {
        switch self {
        case .message, .flow: return false
        default: return true
        }
    }

    var isSecret: Bool {
        if case .secret = self { return true }
        return false
    }
}
