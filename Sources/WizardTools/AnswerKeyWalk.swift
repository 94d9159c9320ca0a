import WizardCore

/// Matches answers-file keys and `--set` paths against the flows' steps, for `wizard check`.
package struct AnswerKeyWalk {
    /// What a key names.
    enum Status: Equatable {
        /// A step that takes an answer.
        case known
        /// No step of `flow` has this id.
        case unknown(flow: String, suggestion: String?)
        /// A step that cannot take this value (a `message`, a sub-flow given a non-object).
        case misshapen(String)
    }

    /// One key and what it names.
    struct Key: Equatable {
        var path: String
        var status: Status
    }

    let catalog: FlowCatalog

    /// Creates a walk.
    ///
    /// - Parameter catalog: the loaded flows whose steps the keys must name.
    package init(catalog: FlowCatalog) {
        self.catalog = catalog
    }

    /// The leaf keys of an answers file in file order: sub-flow objects and repeat arrays
    /// are walked into; a value for an answer step is a leaf whatever its shape.
    func keys(of node: some AnswerTree) -> [Key] {
        guard let root = catalog.root, let members = node.treeMembers else { return [] }
        var out: [Key] = []
        walk(members, flow: root, prefix: "", depth: 0, into: &out)
        return out
    }

    func walk<Tree: AnswerTree>(_ members: [(key: String, value: Tree)], flow: Flow, prefix: String, depth: Int, into out: inout [Key]) {
        // Prepared at the first unknown key and shared by all: a file may hold thousands.
        var suggestions: NameSuggestions?
        for member in members {
            let path = prefix.isEmpty ? member.key : prefix + "." + member.key
            guard let position = flow.position(of: StepID(member.key)) else {
                if suggestions == nil { suggestions = NameSuggestions(flow.steps.map(\.id.rawValue)) }
                let suggestion = suggestions?.closest(to: member.key)
                out.append(Key(path: path, status: .unknown(flow: flow.id.rawValue, suggestion: suggestion)))
                continue
            }
            // `null` gives no answer (as `wizard template` writes it): nothing to report.
            if member.value.treeIsNull { continue }
            switch flow.steps[position].kind {
            case .message:
                out.append(Key(path: path, status: .misshapen("'\(member.key)' is a message step and takes no answer")))
            case .flow(let reference):
                guard depth < Engine.maximumNesting, let sub = catalog.flow(reference.flow) else { continue }
                if reference.repetition != nil {
                    guard let items = member.value.treeElements else {
                        out.append(
                            Key(path: path, status: .misshapen("a repeat takes an array of objects, found \(member.value.treeSummary)")))
                        continue
                    }
                    for (index, item) in items.enumerated() {
                        guard let itemMembers = item.treeMembers else {
                            out.append(
                                Key(path: path + ".\(index)", status: .misshapen("a repeat item is an object, found \(item.treeSummary)")))
                            continue
                        }
                        walk(itemMembers, flow: sub, prefix: path + ".\(index)", depth: depth + 1, into: &out)
                    }
                } else if let subMembers = member.value.treeMembers {
                    walk(subMembers, flow: sub, prefix: path, depth: depth + 1, into: &out)
                } else {
                    out.append(Key(path: path, status: .misshapen("a sub-flow's answers are an object, found \(member.value.treeSummary)")))
                }
            default:
                out.append(Key(path: path, status: .known))
            }
        }
    }

    /// The `--set` paths and answers-file keys that name no step able to take them, sorted.
    ///
    /// - Parameters:
    ///   - setPaths: the `--set` paths.
    ///   - answersFile: the answers file, references resolved, if any.
    /// - Returns: the unknown or misshapen paths, sorted and without repeats.
    /// - Complexity: O(size of the given answers).
    package func unusablePaths(setPaths: [String], answersFile: AnswerValue?) -> [String] {
        var out = Set<String>()
        for path in setPaths where key(at: path).status != .known { out.insert(path) }
        for key in answersFile.map({ keys(of: $0) }) ?? [] where key.status != .known { out.insert(key.path) }
        return out.sorted()
    }

    /// What a dotted `--set` path names.
    func key(at path: String) -> Key {
        guard var flow = catalog.root else { return Key(path: path, status: .known) }
        var components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)[...]
        while let component = components.popFirst() {
            guard let step = flow.step(StepID(component)) else {
                let suggestion = closestMatch(to: component, among: flow.steps.map(\.id.rawValue))
                return Key(path: path, status: .unknown(flow: flow.id.rawValue, suggestion: suggestion))
            }
            switch step.kind {
            case .message:
                return Key(path: path, status: .misshapen("'\(step.id.rawValue)' is a message step and takes no answer"))
            case .flow(let reference):
                guard let sub = catalog.flow(reference.flow) else { return Key(path: path, status: .known) }
                if reference.repetition != nil {
                    guard let index = components.popFirst(), Int(index).map({ $0 >= 0 }) == true else {
                        return Key(path: path, status: .misshapen("a repeat's answers are addressed by item: \(step.id.rawValue).0.STEP"))
                    }
                }
                guard !components.isEmpty else {
                    return Key(path: path, status: .misshapen("'\(step.id.rawValue)' opens a sub-flow: --set one of its steps"))
                }
                flow = sub
            default:
                return components.isEmpty
                    ? Key(path: path, status: .known)
                    : Key(path: path, status: .misshapen("'\(step.id.rawValue)' is a \(step.kind.typeName) step and has no parts"))
            }
        }
        return Key(path: path, status: .known)
    }

    /// The position of every value of an answers file, by dotted path (array items from 0).
    ///
    /// - Parameters:
    ///   - node: the answers file as read.
    ///   - file: the file name to put in each location.
    /// - Returns: each value's location by path (`db.port`, `servers.0`); the root itself
    ///   has no entry.
    /// - Complexity: O(*n*) in the size of the file.
    package static func positions(of node: JSONNode, file: String) -> [String: SourceLocation] {
        var out: [String: SourceLocation] = [:]
        func visit(_ node: JSONNode, _ path: String, depth: Int) {
            if !path.isEmpty { out[path] = SourceLocation(file: file, line: node.line, column: node.column) }
            guard depth < 256 else { return }
            if let members = node.members {
                for member in members {
                    visit(member.value, path.isEmpty ? member.key : path + "." + member.key, depth: depth + 1)
                }
            } else if let elements = node.elements {
                for (index, element) in elements.enumerated() { visit(element, path + ".\(index)", depth: depth + 1) }
            }
        }
        visit(node, "", depth: 0)
        return out
    }
}

extension JSONNode: AnswerTree {
    package var treeMembers: [(key: String, value: JSONNode)]? { members?.map { ($0.key, $0.value) } }
    package var treeElements: [JSONNode]? { elements }
    package var treeSummary: String { summary }
    package var treeIsNull: Bool { value == .null }
}

extension AnswerValue: AnswerTree {
    package var treeMembers: [(key: String, value: AnswerValue)]? {
        guard case .object(let members) = self else { return nil }
        return members.map { ($0.key, $0.value) }
    }
    package var treeElements: [AnswerValue]? {
        if case .array(let items) = self { items } else { nil }
    }
    package var treeSummary: String { typeName == "object" || typeName == "array" ? "an \(typeName)" : typeName }
    package var treeIsNull: Bool { self == .null }
}
