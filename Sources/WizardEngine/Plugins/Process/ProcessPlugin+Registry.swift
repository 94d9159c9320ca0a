extension ProcessPlugin {
    /// What the plugin provides (its answer to `describe`, asked once).
    ///
    /// - Returns: the plugin's description.
    /// - Throws: `ProcessPluginError` when the call fails or its result is not a
    ///   description.
    public func describe() throws(ProcessPluginError) -> PluginDescription {
        if let known = cachedDescription { return known }
        let result = try call("describe", params: [:])
        let description = try PluginDescription.read(result, plugin: name).get()
        cachedDescription = description
        return description
    }

    /// Adds the plugin's step types (`NAME.TYPE`), validators (`NAME.VALIDATOR`) and choices provider
    /// (`NAME`) to `registry`.
    ///
    /// - Parameter registry: the registry to add to; unchanged when this throws.
    /// - Throws: `ProcessPluginError` from `describe`.
    public func register(in registry: inout PluginRegistry) throws(ProcessPluginError) {
        let description = try describe()
        for type in description.stepTypes {
            registry.stepTypes[name + "." + type.name] = stepType(type)
        }
        for validator in description.validators {
            registry.validators[name + "." + validator] = ValidatorPlugin { [self] value, context in
                try self.validate(validator, value: value, context: context)
            }
        }
        if !description.choices.isEmpty {
            registry.choiceProviders[name] = ChoicesPlugin { [self] method, context in
                try self.choices(method, context: context)
            }
        }
    }

    /// The choices `method` gives for the answers so far (kept for the same answers).
    ///
    /// - Parameters:
    ///   - method: the `method` of the step's `choices` object.
    ///   - context: the answers so far and the step being asked.
    /// - Returns: the choices, in the plugin's order.
    /// - Throws: `ProcessPluginError` when the call fails, the method is not provided or
    ///   its result is not a list of choices.
    public func choices(_ method: String, context: PluginContext) throws(ProcessPluginError) -> [Choice] {
        let provided = try describe().choices
        guard provided.contains(method) else {
            throw .notProvided(plugin: name, what: "choices method", name: method, provided: provided)
        }
        let params = try parameters(context, ["method": .string(method)])
        let key = AnswerValue.object(params).jsonText(pretty: false)
        if let known = cachedChoices(key) { return known }
        let result = try call("choices", params: params)
        guard case .array(let items) = result else {
            throw .malformedResponse(plugin: name, problem: "choices: expected an array of choices")
        }
        var out: [Choice] = []
        for item in items {
            switch item {
            case .string(let value): out.append(Choice(value: value))
            case .object(let fields):
                guard let value = fields["value"]?.stringValue else {
                    throw .malformedResponse(plugin: name, problem: "choices: a choice needs a string 'value'")
                }
                out.append(Choice(value: value, label: fields["label"]?.stringValue, help: fields["help"]?.stringValue))
            default:
                throw .malformedResponse(plugin: name, problem: "choices: expected strings or {\"value\": ...} objects")
            }
        }
        keepChoices(out, for: key)
        return out
    }

    /// Asks `validator` about `value`: nil to accept, else the reason.
    func validate(_ validator: String, value: AnswerValue, context: PluginContext) throws(ProcessPluginError) -> String? {
        if context.isSecretStep && !allowedSecrets.contains(context.stepPath) {
            throw .secretNotAllowed(plugin: name, path: context.stepPath)
        }
        let result = try call(
            "validate", params: try parameters(context, ["validator": .string(validator), "value": value]))
        return try verdict(result, method: "validate").reason
    }

    /// The step type `type` as the engine calls it.
    private func stepType(_ type: PluginDescription.StepTypeEntry) -> StepTypePlugin {
        var plugin = StepTypePlugin(parse: { _, _ in .refused("this step type needs the answers so far") })
        plugin.parseInContext = { [self] input, configuration, context in
            let result = try self.call(
                "parse",
                params: try self.parameters(
                    context, ["type": .string(type.name), "input": .string(input), "configuration": configuration]))
            let verdict = try self.verdict(result, method: "parse")
            if let reason = verdict.reason { return .refused(reason) }
            return .accepted(verdict.value ?? .string(input))
        }
        if type.completes {
            plugin.completionsInContext = { [self] prefix, configuration, context in
                let params = try? self.parameters(
                    context, ["type": .string(type.name), "prefix": .string(prefix), "configuration": configuration])
                guard let params, case .array(let items)? = try? self.call("complete", params: params) else { return [] }
                return items.compactMap(\.stringValue)
            }
        }
        if type.hasDefault {
            plugin.computedDefault = { [self] configuration, context in
                let result = try self.call(
                    "default", params: try self.parameters(context, ["type": .string(type.name), "configuration": configuration]))
                return result.stringValue
            }
        }
        return plugin
    }

    /// `{"valid": true, "value"?: ANY}` or `{"valid": false, "reason": "..."}`.
    private func verdict(_ result: AnswerValue, method: String) throws(ProcessPluginError) -> (value: AnswerValue?, reason: String?) {
        guard case .object(let fields) = result, case .bool(let valid)? = fields["valid"] else {
            throw .malformedResponse(plugin: name, problem: "\(method): expected {\"valid\": true} or {\"valid\": false, \"reason\": ...}")
        }
        if valid { return (fields["value"], nil) }
        let reason = fields["reason"]?.stringValue.map { TerminalText.escape($0) } ?? ""
        return (nil, reason.isEmpty ? "plugin '\(name)' refused the answer" : reason)
    }

    /// The parameters of a call: `extra`, the step's path and the answers so far without
    /// the secret ones the plugin may not receive.
    func parameters(_ context: PluginContext, _ extra: [String: AnswerValue]) throws(ProcessPluginError) -> [String: AnswerValue] {
        var answers = context.answers
        for path in context.secretPaths where !allowedSecrets.contains(path) {
            answers = Self.removing(path.split(separator: ".").map(String.init)[...], from: answers)
        }
        var params = extra
        params["answers"] = answers
        params["step"] = .string(context.stepPath)
        return params
    }

    /// `value` without the member at `components` (array items by index).
    static func removing(_ components: ArraySlice<String>, from value: AnswerValue) -> AnswerValue {
        guard let first = components.first else { return value }
        let rest = components.dropFirst()
        switch value {
        case .object(var members):
            if rest.isEmpty {
                members[first] = nil
            } else if let child = members[first] {
                members[first] = removing(rest, from: child)
            }
            return .object(members)
        case .array(var items):
            guard let index = Int(first), items.indices.contains(index) else { return value }
            if rest.isEmpty {
                items[index] = .null
            } else {
                items[index] = removing(rest, from: items[index])
            }
            return .array(items)
        default:
            return value
        }
    }
}
