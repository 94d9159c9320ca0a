import WizardCore

extension FlowGraph {
    /// The graph in Graphviz DOT: clusters as subgraphs, sub-flow openings bold, conditional edges
    /// dashed; every id and label quoted and escaped, so any title gives valid DOT.
    package var dotText: String {
        var out = "digraph \(Self.dotQuote(name)) {\n  compound=true;\n  node [shape=box];\n"
        for cluster in clusters {
            out += "  subgraph \(Self.dotQuote("cluster_" + cluster.id)) {\n"
            out += "    label=\(Self.dotQuote(cluster.title));\n"
            for node in cluster.nodes {
                var attributes = "label=\(Self.dotQuote(node.label))"
                switch node.shape {
                case .input: break
                case .message: attributes += ", shape=note"
                case .flowStep: attributes += ", shape=box3d"
                case .end: attributes += ", shape=doublecircle"
                }
                out += "    \(node.id) [\(attributes)];\n"
            }
            out += "  }\n"
        }
        for edge in edges {
            var attributes: [String] = []
            if let label = edge.label { attributes.append("label=\(Self.dotQuote(label))") }
            switch edge.style {
            case .solid: break
            case .conditional: attributes.append("style=dashed")
            case .opensSubflow: attributes.append("style=bold")
            }
            if let cluster = edge.cluster { attributes.append("lhead=\(Self.dotQuote("cluster_" + cluster))") }
            let suffix = attributes.isEmpty ? "" : " [" + attributes.joined(separator: ", ") + "]"
            out += "  \(edge.from) -> \(edge.to)\(suffix);\n"
        }
        out += "}\n"
        return out
    }

    /// A DOT quoted string.
    static func dotQuote(_ text: String) -> String {
        "\"" + escaped(text, replacing: ["\\": "\\\\", "\"": "\\\""]) + "\""
    }
}
