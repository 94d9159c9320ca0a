/// A step object's members, sorted out by key in one pass, and those whose key is not
/// common to every step.
struct StepMembers {
    /// The step's members, in file order.
    let members: [JSONMember]
    // The position in `members` of the member with each key of the step format, if any:
    // first the keys every step may have, then those of one built-in type or a few.
    private var id: Int?
    private var type: Int?
    private var prompt: Int?
    private var help: Int?
    private var title: Int?
    private var defaultValue: Int?
    private var when: Int?
    private var required: Int?
    private var store: Int?
    private var env: Int?
    private var validate: Int?
    private var next: Int?
    private var placeholder: Int?
    private var multiline: Int?
    private var choices: Int?
    private var kind: Int?
    private var mustExist: Int?
    private var text: Int?
    private var flow: Int?
    private var present: Int?
    private var repetition: Int?
    /// Every member whose key is not common to every step (a type's key, a plugin type's
    /// configuration, an unknown key), in file order.
    private(set) var uncommon: [JSONMember] = []

    /// Sorts out `members`, the members of a step object.
    init(_ members: [JSONMember]) {
        self.members = members
        for (i, member) in members.enumerated() {
            switch member.key {
            case "id": id = i
            case "type": type = i
            case "prompt": prompt = i
            case "default": defaultValue = i
            case "validate": validate = i
            case "when": when = i
            case "help": help = i
            case "title": title = i
            case "required": required = i
            case "store": store = i
            case "env": env = i
            case "next": next = i
            default:
                uncommon.append(member)
                switch member.key {
                case "choices": choices = i
                case "placeholder": placeholder = i
                case "multiline": multiline = i
                case "kind": kind = i
                case "must_exist": mustExist = i
                case "text": text = i
                case "flow": flow = i
                case "present": present = i
                case "repeat": repetition = i
                default: break
                }
            }
        }
    }

    /// The value of the member `key`, if the step has it (nil for a key that is not a step's).
    subscript(key: FlowKey) -> JSONNode? {
        position(of: key).map { members[$0].value }
    }

    /// The position in `members` of the member `key`.
    private func position(of key: FlowKey) -> Int? {
        switch key {
        case .id: id
        case .type: type
        case .prompt: prompt
        case .help: help
        case .title: title
        case .defaultValue: defaultValue
        case .when: when
        case .required: required
        case .store: store
        case .env: env
        case .validate: validate
        case .next: next
        case .placeholder: placeholder
        case .multiline: multiline
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
