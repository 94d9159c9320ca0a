import WizardCore

extension FlowGraph {
    /// The graph as a Mermaid `flowchart`: clusters as subgraphs, sub-flow openings thick, conditional
    /// edges dotted; every label quoted and escaped, so any title gives valid Mermaid.
    package var mermaidText: String {
        var out = "flowchart TD\n"
        for cluster in clusters {
            out += "  subgraph \(cluster.id)[\"\(Self.mermaidEscape(cluster.title))\"]\n"
            for node in cluster.nodes {
                let label = "\"" + Self.mermaidEscape(node.label) + "\""
                let shaped: String
                switch node.shape {
                case .input: shaped = "[\(label)]"
                case .message: shaped = "[/\(label)/]"
                case .flowStep: shaped = "[[\(label)]]"
                case .end: shaped = "((\(label)))"
                }
                out += "    \(node.id)\(shaped)\n"
            }
            out += "  end\n"
        }
        for edge in edges {
            let arrow: String
            switch edge.style {
            case .solid: arrow = "-->"
            case .conditional: arrow = "-.->"
            case .opensSubflow: arrow = "==>"
            }
            let label = edge.label.map { "|\"\(Self.mermaidEscape($0))\"|" } ?? ""
            out += "  \(edge.from) \(arrow)\(label) \(edge.cluster ?? edge.to)\n"
        }
        return out
    }

    /// Text safe inside a quoted Mermaid label.
    static func mermaidEscape(_ text: String) -> String {
        escaped(text, replacing: ["#": "#35;", "\"": "#quot;", "<": "#lt;", ">": "#gt;", "`": "#96;"])
    }
}
