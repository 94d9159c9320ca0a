import WizardEngine
import WizardTools

/// `wizard schema`: the JSON Schema (draft 2020-12) of flow files on standard output.
enum SchemaCommand {
    static func run() -> ExitStatus {
        Console.out(FlowSchema.text)
        return .success
    }
}
