import WizardEngine

/// `wizard graph FLOW [--format dot|mermaid]`: the flow as a diagram on standard output
/// (Mermaid by default).
enum GraphCommand {
    static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parsed = try CommandArguments.parse(arguments, command: "graph", valueOptions: ["--format"], maxPositionals: 1)
        let name = try parsed.flow(for: "graph")
        let format = parsed.value("--format") ?? "mermaid"
        guard format == "mermaid" || format == "dot" else {
            throw UsageError(
                message: "--format must be dot or mermaid, found '\(TerminalText.escape(format))'", hint: "see 'wizard help graph'")
        }
        guard let catalog = FlowLoading.catalog(named: name) else { return .flowError }
        let graph = FlowGraph(catalog: catalog)
        Console.out(format == "dot" ? graph.dotText : graph.mermaidText)
        return .success
    }
}
