/// Finds the secret answers a path reads, over a set of flows.
///
/// A value derived from a secret is secret: a path reads a secret when it names a secret
/// answer or a part of it, a sub-flow's answers or a repeat's items holding one at any
/// depth, or the environment variable (`env` key) that supplies a secret step.
package struct SecretReach: Sendable {
    /// The flows, by id.
    let flows: [FlowID: Flow]
    /// The secret step each environment variable supplies (the first in flow id order).
    package let secretVariables: [String: String]

    /// Creates the reach over `flows`.
    ///
    /// - Parameter flows: every flow a path may lead into, by id.
    /// - Complexity: O(*n*) in the steps of all flows.
    package init(flows: [FlowID: Flow]) {
        self.flows = flows
        var variables: [String: String] = [:]
        for id in flows.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            for step in flows[id]?.steps ?? [] where step.isSecret {
                if let name = step.environmentVariable, variables[name] == nil { variables[name] = step.id.rawValue }
            }
        }
        secretVariables = variables
    }

    /// What the answer path `components`, read from the answers of `flow`, reads of the secrets.
    ///
    /// - Parameters:
    ///   - components: the path's components (after `root`, `parent` or nothing).
    ///   - flow: the flow whose answers the path starts in.
    /// - Returns: nil when the path reads no secret.
    /// - Complexity: O(*k*) in the components, plus the steps of a sub-flow it names whole.
    package func reading(_ components: [String], from flow: FlowID) -> SecretReading? {
        var current = flow
        var index = 0
        if components.isEmpty { return holding(current, visited: []).map { .holder(step: $0.step, path: $0.path) } }
        var hops = 0
        while index < components.count, hops < 256 {
            hops += 1
            guard let step = flows[current]?.step(StepID(components[index])) else { return nil }
            if step.isSecret { return .answer(step: step.id.rawValue) }
            guard case .flow(let reference) = step.kind else { return nil }
            index += 1
            // The items of a repeat hold what one item holds, under the item's index.
            var item = reference.repetition != nil ? "0." : ""
            if reference.repetition != nil, index < components.count, Int(components[index]) != nil {
                index += 1
                item = ""
            }
            current = reference.flow
            if index == components.count {
                return holding(current, visited: []).map { .holder(step: $0.step, path: item + $0.path) }
            }
        }
        return nil
    }

    /// What reading the environment variable `name` reads of the secrets.
    ///
    /// - Parameter name: the variable's name.
    /// - Returns: `.variable` when a secret step takes its answer from `name`, else nil.
    package func reading(variable name: String) -> SecretReading? {
        secretVariables[name].map { .variable(name: name, step: $0) }
    }

    /// The first secret step (in step order, depth first) of `flow` and its sub-flows, with
    /// its path below the flow's answers.
    func holding(_ flow: FlowID, visited: Set<FlowID>) -> (step: String, path: String)? {
        guard !visited.contains(flow), let steps = flows[flow]?.steps else { return nil }
        for step in steps {
            if step.isSecret { return (step.id.rawValue, step.id.rawValue) }
            guard case .flow(let reference) = step.kind else { continue }
            if let inner = holding(reference.flow, visited: visited.union([flow])) {
                let item = reference.repetition != nil ? ".0" : ""
                return (inner.step, step.id.rawValue + item + "." + inner.path)
            }
        }
        return nil
    }
}
