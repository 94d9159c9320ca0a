/// The engine's only calls into plugin code: each turns a throw or a misbehaving result
/// into a refusal sentence, so a plugin cannot crash a run or corrupt the output.
extension StepTypePlugin {
    /// The deepest answer a plugin may return (arrays and objects nested).
    static let maximumAnswerDepth = 32
    /// The most completion candidates kept.
    static let maximumCompletions = 1_000

    /// Calls `parse` and checks what it returns, or gives the refusal sentence.
    func checkedParse(
        _ input: String, configuration: AnswerValue, name: String, context: @autoclosure () -> PluginContext = PluginContext()
    ) -> Result<AnswerValue, PluginRefusal> {
        let result: PluginParseResult
        do {
            if let parseInContext {
                result = try parseInContext(input, configuration, context())
            } else {
                result = try parse(input, configuration)
            }
        } catch {
            return .failure(PluginRefusal(reason: "the step type '\(name)' failed: \(error)"))
        }
        switch result {
        case .refused(let reason):
            return .failure(PluginRefusal(reason: reason.isEmpty ? "the step type '\(name)' refused the input" : reason))
        case .accepted(let value):
            if let problem = Self.problem(in: value, depth: 0) {
                return .failure(PluginRefusal(reason: "the step type '\(name)' returned an answer that is not a JSON value (\(problem))"))
            }
            return .success(value)
        }
    }

    /// Calls `completions` and keeps the usable candidates, in the plugin's order.
    func checkedCompletions(
        _ prefix: String, configuration: AnswerValue, context: @autoclosure () -> PluginContext = PluginContext()
    ) -> [String] {
        let candidates = completionsInContext.map { $0(prefix, configuration, context()) } ?? completions(prefix, configuration)
        return Self.usable(candidates.filter { $0.hasPrefix(prefix) }, text: { $0 })
    }

    /// The items whose text is non-empty, free of control characters and not seen before,
    /// at most `maximumCompletions` of them, in the given order.
    static func usable<Item>(_ items: [Item], text: (Item) -> String) -> [Item] {
        var seen = Set<String>()
        var out: [Item] = []
        for item in items where out.count < maximumCompletions {
            let text = text(item)
            guard !text.isEmpty,
                !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }),
                seen.insert(text).inserted
            else { continue }
            out.append(item)
        }
        return out
    }

    /// Why a value cannot be written as JSON, if it cannot.
    static func problem(in value: AnswerValue, depth: Int) -> String? {
        let children: [AnswerValue]
        switch value {
        case .number(let d) where !d.isFinite: return "a non-finite number"
        case .array(let items): children = items
        case .object(let members): children = members.keys.sorted().compactMap { members[$0] }
        default: return nil
        }
        guard depth < maximumAnswerDepth else { return "nested deeper than \(maximumAnswerDepth)" }
        for child in children {
            if let problem = problem(in: child, depth: depth + 1) { return problem }
        }
        return nil
    }
}

extension ValidatorPlugin {
    /// Calls `validate`: nil to accept, else the refusal sentence.
    func checkedValidate(_ value: AnswerValue, name: String, context: @autoclosure () -> PluginContext = PluginContext()) -> String? {
        do {
            let verdict = try validateInContext.map { try $0(value, context()) } ?? validate(value)
            guard let reason = verdict else { return nil }
            return reason.isEmpty ? "the validator '\(name)' refused the answer" : reason
        } catch {
            return "the validator '\(name)' failed: \(error)"
        }
    }
}

extension ChoicesPlugin {
    /// Calls `choices` and keeps the usable ones (no control characters in a value, no
    /// repeated value, at most 1,000), in the plugin's order; or the refusal sentence.
    func checkedChoices(method: String, name: String, context: PluginContext) -> Result<[Choice], PluginRefusal> {
        let offered: [Choice]
        do {
            offered = try choices(method, context)
        } catch {
            return .failure(PluginRefusal(reason: "the choices plugin '\(name)' failed: \(error)"))
        }
        return .success(StepTypePlugin.usable(offered, text: \.text))
    }
}
