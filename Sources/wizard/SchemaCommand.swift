import WizardEngine

/// `wizard schema`: the JSON Schema (draft 2020-12) of flow files on standard output.
enum SchemaCommand {
    static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        _ = try CommandArguments.parse(arguments, command: "schema", maxPositionals: 0)
        Console.out(FlowSchema.text)
        return .success
    }
}
