/// A step object's members, sorted out in one pass: the value of each key of the step
/// format, and the members whose key is not common to every step.
///
/// The decoder and the step checks read a step's keys from here, so each member's key is
/// compared once rather than once per key looked up.
struct StepMembers {
    // The keys every step may have.
    var id: JSONNode?
    var type: JSONNode?
    var prompt: JSONNode?
    var help: JSONNode?
    var defaultValue: JSONNode?
    var when: JSONNode?
    var required: JSONNode?
    var store: JSONNode?
    var env: JSONNode?
    var validate: JSONNode?
    var next: JSONNode?
    // The keys of one built-in type or a few.
    var placeholder: JSONNode?
    var choices: JSONNode?
    var kind: JSONNode?
    var mustExist: JSONNode?
    var text: JSONNode?
    var flow: JSONNode?
    var present: JSONNode?
    var repetition: JSONNode?
    /// Every member whose key is not common to every step (a type's key, a plugin type's
    /// configuration, an unknown key), in file order.
    var uncommon: [JSONMember] = []

    /// Sorts out `members`, the members of a step object.
    ///
    /// - Complexity: O(number of members).
    init(_ members: [JSONMember]) {
        for member in members {
            let value = member.value
            switch member.key {
            case "id": id = value
            case "type": type = value
            case "prompt": prompt = value
            case "default": defaultValue = value
            case "validate": validate = value
            case "when": when = value
            case "help": help = value
            case "required": required = value
            case "store": store = value
            case "env": env = value
            case "next": next = value
            default:
                uncommon.append(member)
                switch member.key {
                case "choices": choices = value
                case "placeholder": placeholder = value
                case "kind": kind = value
                case "must_exist": mustExist = value
                case "text": text = value
                case "flow": flow = value
                case "present": present = value
                case "repeat": repetition = value
                default: break
                }
            }
        }
    }

    /// The value of the member `key`, if the step has it (nil for a key that is not a step's).
    subscript(key: FlowKey) -> JSONNode? {
        switch key {
        case .id: id
        case .type: type
        case .prompt: prompt
        case .help: help
        case .defaultValue: defaultValue
        case .when: when
        case .required: required
        case .store: store
        case .env: env
        case .validate: validate
        case .next: next
        case .placeholder: placeholder
        case .choices: choices
        case .kind: kind
        case .mustExist: mustExist
        case .text: text
        case .flow: flow
        case .present: present
        case .repetition: repetition
        default: nil
        }
    }
}
