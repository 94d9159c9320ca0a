/// A provider of choices computed when a step is reached, used from a flow as
/// `"choices": {"plugin": "NAME", "method": "METHOD"}` (docs/plugins.md). It is called
/// whenever the list is needed, so a slow provider should keep what it computed; a throw
/// refuses the input and shows no choices.
public struct ChoicesPlugin: Sendable {
    /// The choices for `method`, in the order to show them.
    public var choices: @Sendable (_ method: String, _ context: PluginContext) throws -> [Choice]

    /// Creates a provider.
    ///
    /// - Parameter choices: method and context → the choices (values, labels, help).
    public init(choices: @escaping @Sendable (String, PluginContext) throws -> [Choice]) {
        self.choices = choices
    }
}
