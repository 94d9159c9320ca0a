/// What a process plugin says it provides, in answer to `describe`.
public struct PluginDescription: Sendable, Equatable {
    /// The name the plugin gives itself.
    public var name: String
    /// Its version, if it says.
    public var version: String?
    /// One line about it, if it says.
    public var summary: String?
    /// Step types (`PLUGIN.TYPE` in flows), sorted.
    public var stepTypes: [StepTypeEntry]
    /// Validators (`"validate": {"plugin": "PLUGIN.NAME"}`), sorted.
    public var validators: [String]
    /// Choices methods (`"choices": {"plugin": "PLUGIN", "method": "NAME"}`), sorted.
    public var choices: [String]

    /// A step type and the optional methods it answers.
    public struct StepTypeEntry: Sendable, Equatable {
        /// The type's name.
        public var name: String
        /// Whether it answers `complete` (Tab completion).
        public var completes: Bool
        /// Whether it answers `default` (a computed default).
        public var hasDefault: Bool

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - name: the type's name, without the plugin's.
        ///   - completes: whether it answers `complete`.
        ///   - hasDefault: whether it answers `default`.
        public init(name: String, completes: Bool = false, hasDefault: Bool = false) {
            self.name = name
            self.completes = completes
            self.hasDefault = hasDefault
        }
    }

    /// Creates a description, unchecked: the lists should be sorted.
    ///
    /// - Parameters:
    ///   - name: the name the plugin gives itself.
    ///   - version: its version, if it says.
    ///   - summary: one line about it, if it says.
    ///   - stepTypes: the step types it provides.
    ///   - validators: the validators' names.
    ///   - choices: the choices methods' names.
    public init(
        name: String, version: String? = nil, summary: String? = nil, stepTypes: [StepTypeEntry] = [],
        validators: [String] = [], choices: [String] = []
    ) {
        self.name = name
        self.version = version
        self.summary = summary
        self.stepTypes = stepTypes
        self.validators = validators
        self.choices = choices
    }

    /// Reads the `result` of `describe`: `{"name", "version"?, "description"?, "types"?, "validators"?,
    /// "choices"?}`, where a type is a name or `{"name", "complete"?, "default"?}`.
    static func read(_ result: AnswerValue, plugin: String) -> Result<PluginDescription, ProcessPluginError> {
        func malformed(_ problem: String) -> Result<PluginDescription, ProcessPluginError> {
            .failure(.malformedResponse(plugin: plugin, problem: "describe: " + problem))
        }
        guard case .object(let fields) = result else { return malformed("expected an object") }
        func names(_ key: String) -> [String]? {
            guard let value = fields[key] else { return [] }
            guard case .array(let items) = value else { return nil }
            let texts = items.compactMap(\.stringValue)
            guard texts.count == items.count, texts.allSatisfy({ PluginMemberName.isIdentifier($0[...]) }) else { return nil }
            return texts.sorted()
        }
        guard let validators = names("validators") else { return malformed("'validators' must be an array of identifiers") }
        guard let choices = names("choices") else { return malformed("'choices' must be an array of identifiers") }
        var types: [StepTypeEntry] = []
        if case .array(let items)? = fields["types"] {
            for item in items {
                switch item {
                case .string(let name) where PluginMemberName.isIdentifier(name[...]):
                    types.append(StepTypeEntry(name: name))
                case .object(let entry):
                    guard let name = entry["name"]?.stringValue, PluginMemberName.isIdentifier(name[...]) else {
                        return malformed("a type needs a 'name' that is an identifier")
                    }
                    types.append(
                        StepTypeEntry(name: name, completes: entry["complete"] == .bool(true), hasDefault: entry["default"] == .bool(true)))
                default:
                    return malformed("'types' must hold identifiers or {\"name\": ...} objects")
                }
            }
        } else if fields["types"] != nil {
            return malformed("'types' must be an array")
        }
        return .success(
            PluginDescription(
                name: fields["name"]?.stringValue ?? plugin, version: fields["version"]?.stringValue,
                summary: fields["description"]?.stringValue, stepTypes: types.sorted { $0.name < $1.name },
                validators: validators, choices: choices))
    }
}
