/// One place where a flow uses a process plugin: a `PLUGIN.TYPE` step type, a `PLUGIN.VALIDATOR` validator or
/// a choices method, none of them provided by a Swift plugin of the registry.
public struct ProcessPluginUse: Sendable, Equatable {
    /// What is used.
    public enum Member: Sendable, Equatable {
        /// A step type (`"type": "PLUGIN.TYPE"`).
        case stepType(String)
        /// A validator (`"validate": {"plugin": "PLUGIN.NAME"}`).
        case validator(String)
        /// A choices method (`"choices": {"plugin": "PLUGIN", "method": "NAME"}`).
        case choices(String)
    }

    /// The plugin's name.
    public var plugin: String
    /// What of it is used.
    public var member: Member
    /// The step that uses it.
    public var location: SourceLocation

    /// Creates a use.
    ///
    /// - Parameters:
    ///   - plugin: the plugin's name.
    ///   - member: what of it is used.
    ///   - location: the step that uses it.
    public init(plugin: String, member: Member, location: SourceLocation) {
        self.plugin = plugin
        self.member = member
        self.location = location
    }

    /// Every use in `catalog`'s flows that `registry` does not provide.
    ///
    /// - Parameters:
    ///   - catalog: the loaded flows.
    ///   - registry: the Swift plugins (their names are not process plugin uses).
    /// - Returns: the uses, ordered by file, line and column.
    /// - Complexity: O(steps of every flow).
    public static func all(in catalog: FlowCatalog, registry: PluginRegistry = PluginRegistry()) -> [ProcessPluginUse] {
        var out: [ProcessPluginUse] = []
        for flow in catalog.flows.values {
            for step in flow.steps {
                if case .plugin(let name, _) = step.kind, registry.stepTypes[name] == nil,
                    let member = PluginMemberName(name)
                {
                    out.append(ProcessPluginUse(plugin: member.plugin, member: .stepType(member.member), location: step.location))
                }
                if let name = step.validation.plugin, registry.validators[name] == nil,
                    let member = PluginMemberName(name)
                {
                    out.append(ProcessPluginUse(plugin: member.plugin, member: .validator(member.member), location: step.location))
                }
                if let source = step.choicesSource, registry.choiceProviders[source.plugin] == nil {
                    out.append(ProcessPluginUse(plugin: source.plugin, member: .choices(source.method), location: step.location))
                }
            }
        }
        return out.sorted {
            ($0.location.file, $0.location.line, $0.location.column) < ($1.location.file, $1.location.line, $1.location.column)
        }
    }

    /// The plugin names of `uses`.
    ///
    /// - Parameter uses: the uses, as `all(in:registry:)` gives them.
    /// - Returns: the names, sorted, each once.
    public static func pluginNames(_ uses: [ProcessPluginUse]) -> [String] {
        Array(Set(uses.map(\.plugin))).sorted()
    }

    /// Why `description` does not cover this use.
    ///
    /// - Parameter description: the plugin's answer to `describe`.
    /// - Returns: `.notProvided` naming what the plugin does provide, or nil when it covers the use.
    public func problem(with description: PluginDescription) -> ProcessPluginError? {
        switch member {
        case .stepType(let name):
            let names = description.stepTypes.map(\.name)
            return names.contains(name) ? nil : .notProvided(plugin: plugin, what: "step type", name: name, provided: names)
        case .validator(let name):
            return description.validators.contains(name)
                ? nil : .notProvided(plugin: plugin, what: "validator", name: name, provided: description.validators)
        case .choices(let name):
            return description.choices.contains(name)
                ? nil : .notProvided(plugin: plugin, what: "choices method", name: name, provided: description.choices)
        }
    }
}
