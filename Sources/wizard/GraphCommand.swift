import WizardEngine
import WizardTools

/// `wizard graph FLOW [--format dot|mermaid]`: the flow as a diagram on standard output (Mermaid by default).
enum GraphCommand {
    static func run(_ parsed: CommandArguments) throws(UsageError) -> ExitStatus {
        let name = try parsed.flow(for: .graph)
        let format = parsed.value("--format") ?? "mermaid"
        guard let catalog = FlowLoading.catalog(named: name, messages: parsed.messages) else { return .flowError }
        let graph = FlowGraph(catalog: catalog)
        Console.out(format == "dot" ? graph.dotText : graph.mermaidText)
        return .success
    }
}
