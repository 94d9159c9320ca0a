/// A provider of choices computed when a step is reached, used from a flow as
/// `"choices": {"plugin": "NAME", "method": "METHOD"}` (docs/plugins.md).
///
/// The engine calls it whenever it needs the step's list (to show the prompt, to read an
/// answer, for Tab), so a provider that is slow to compute should keep what it computed
/// for the same method and answers. A throw refuses the input with "the choices plugin
/// 'NAME' failed: ERROR" and the prompt shows no choices; the step is asked again.
public struct ChoicesPlugin: Sendable {
    /// The choices for `method`, in the order to show them.
    public var choices: @Sendable (_ method: String, _ context: PluginContext) throws -> [Choice]

    /// Creates a provider.
    public init(choices: @escaping @Sendable (String, PluginContext) throws -> [Choice]) {
        self.choices = choices
    }
}
