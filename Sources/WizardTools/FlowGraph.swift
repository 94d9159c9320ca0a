import WizardEngine

/// A flow as a diagram: a cluster per flow, a node per step plus an end node, and labelled edges.
///
/// Labels hold raw text, escaped by the renderers; generated node ids (`f0_3`) make any step id safe.
package struct FlowGraph: Sendable, Equatable {
    /// What a node stands for, which sets its shape.
    package enum Shape: Sendable, Equatable {
        case input, message, flowStep, end
    }

    /// One node: a step or a cluster's end.
    package struct Node: Sendable, Equatable {
        /// The generated id: the cluster's id, `_`, then the step index or `end` (`f0_3`).
        package var id: String
        /// `STEP-ID (TYPE)`, `STEP-ID (flow FLOW, OPENING)`, or `end` / `return`; raw text.
        package var label: String
        /// What the node stands for.
        package var shape: Shape
    }

    /// One flow's nodes.
    package struct Cluster: Sendable, Equatable {
        /// The generated id: `f` and the cluster's position (`f0` is the root flow).
        package var id: String
        /// The flow's title and id, and how it is opened (`sheet`, `repeat 1..3`); raw text.
        package var title: String
        /// The steps' nodes in step order, then the end node.
        package var nodes: [Node]
    }

    /// How an edge is drawn.
    package enum EdgeStyle: Sendable, Equatable {
        /// Taken unconditionally or by a `next` branch.
        case solid
        /// Taken only when the target's `when` holds.
        case conditional
        /// Opens a sub-flow (its cluster is `Edge.cluster`).
        case opensSubflow
    }

    /// One edge.
    package struct Edge: Sendable, Equatable {
        /// The id of the node the edge leaves.
        package var from: String
        /// The id of the node the edge enters.
        package var to: String
        /// The `next` key, `otherwise`, a `when` condition or `sheet`, raw; nil for the default order.
        package var label: String?
        /// How the edge is drawn.
        package var style: EdgeStyle
        /// The cluster the edge enters, for sub-flow openings.
        package var cluster: String?
    }

    /// The clusters, root flow first.
    package var clusters: [Cluster]
    /// The edges, by cluster and step order.
    package var edges: [Edge]
    /// The root flow's id (the DOT graph's name).
    package var name: String

    /// Builds the graph of the root flow and every sub-flow it can open; unknown flow ids are left out.
    ///
    /// - Parameter catalog: the loaded flows.
    /// - Complexity: O(steps of the reachable flows + edges).
    package init(catalog: FlowCatalog) {
        clusters = []
        edges = []
        name = catalog.rootID.rawValue
        var order: [FlowID] = [catalog.rootID]
        var presentations: [FlowID: [String]] = [:]
        var index = 0
        while index < order.count {
            for step in catalog.flow(order[index])?.steps ?? [] {
                guard case .flow(let reference) = step.kind else { continue }
                if !order.contains(reference.flow) { order.append(reference.flow) }
                let style = reference.presentation.rawValue
                if !(presentations[reference.flow] ?? []).contains(style) {
                    presentations[reference.flow, default: []].append(style)
                }
            }
            index += 1
        }
        let clusterIDs = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, "f\($0)") })
        for (k, flowID) in order.enumerated() {
            guard let flow = catalog.flow(flowID) else { continue }
            let prefix = "f\(k)"
            var title = flow.title.map { "\($0) (\(flowID.rawValue))" } ?? flowID.rawValue
            if let styles = presentations[flowID] { title += " · " + styles.joined(separator: ", ") }
            var nodes = flow.steps.enumerated().map { i, step in
                Node(id: "\(prefix)_\(i)", label: Self.label(of: step), shape: Self.shape(of: step))
            }
            nodes.append(Node(id: "\(prefix)_end", label: k == 0 ? "end" : "return", shape: .end))
            clusters.append(Cluster(id: prefix, title: title, nodes: nodes))
            for (i, step) in flow.steps.enumerated() {
                let from = "\(prefix)_\(i)"
                if case .flow(let reference) = step.kind, let target = clusterIDs[reference.flow] {
                    edges.append(
                        Edge(
                            from: from, to: "\(target)_0", label: Self.openingLabel(reference),
                            style: .opensSubflow, cluster: target))
                }
                edges += Self.nextEdges(of: step, at: i, in: flow, prefix: prefix)
            }
        }
    }

    /// `name (text)`; a sub-flow step also shows its flow, presentation and repeat.
    static func label(of step: Step) -> String {
        guard case .flow(let reference) = step.kind else {
            return "\(step.id.rawValue) (\(step.kind.typeName))"
        }
        return "\(step.id.rawValue) (flow \(reference.flow.rawValue), \(openingLabel(reference)))"
    }

    /// `push`, `sheet`, `cover`, plus `repeat MIN..MAX` for a repeat.
    static func openingLabel(_ reference: FlowReference) -> String {
        var text = reference.presentation.rawValue
        if let repetition = reference.repetition {
            text += ", repeat \(repetition.min)..\(repetition.max.map(String.init) ?? "")"
        }
        return text
    }

    static func shape(of step: Step) -> Shape {
        switch step.kind {
        case .message: .message
        case .flow: .flowStep
        default: .input
        }
    }

    /// The edges leaving a step: its `next` rule, or the default order.
    static func nextEdges(of step: Step, at index: Int, in flow: Flow, prefix: String) -> [Edge] {
        let from = "\(prefix)_\(index)"
        func node(_ target: NextTarget) -> String? {
            switch target {
            case .end: return "\(prefix)_end"
            case .step(let id): return flow.position(of: id).map { "\(prefix)_\($0)" }
            }
        }
        switch step.next {
        case nil:
            return defaultOrderEdges(from: from, after: index, in: flow, prefix: prefix, label: nil)
        case .target(let target):
            return node(target).map { [Edge(from: from, to: $0, label: nil, style: .solid)] } ?? []
        case .branches(let branches, let fallback):
            var edges = branches.compactMap { branch in
                node(branch.target).map { Edge(from: from, to: $0, label: branch.key, style: .solid) }
            }
            if let fallback {
                if let to = node(fallback) { edges.append(Edge(from: from, to: to, label: "otherwise", style: .solid)) }
            } else {
                edges += defaultOrderEdges(from: from, after: index, in: flow, prefix: prefix, label: "otherwise")
            }
            return edges
        }
    }

    /// Edges to each following step up to the first without `when`, conditional ones labelled.
    static func defaultOrderEdges(from: String, after index: Int, in flow: Flow, prefix: String, label: String?) -> [Edge] {
        var edges: [Edge] = []
        var j = index + 1
        while j < flow.steps.count {
            let target = flow.steps[j]
            guard let when = target.when else {
                edges.append(Edge(from: from, to: "\(prefix)_\(j)", label: label, style: .solid))
                return edges
            }
            let condition = "when " + ExpressionPrinter.text(of: when)
            edges.append(
                Edge(
                    from: from, to: "\(prefix)_\(j)", label: label.map { $0 + ", " + condition } ?? condition,
                    style: .conditional))
            j += 1
        }
        edges.append(Edge(from: from, to: "\(prefix)_end", label: label, style: .solid))
        return edges
    }

    /// `text` with control characters made visible and `replacements` applied: the DOT and Mermaid quoting.
    static func escaped(_ text: String, replacing replacements: [Character: String]) -> String {
        var out = ""
        for character in TerminalText.escape(text) {
            if let replacement = replacements[character] { out += replacement } else { out.append(character) }
        }
        return out
    }
}
