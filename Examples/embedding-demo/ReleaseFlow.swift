import WizardEngine

/// A JSON flow using a custom step type (`semver`), a named validator (`not_reserved`)
/// and an expression function (`major`). docs/plugins.md shows this file.
enum ReleaseFlow {
    static let json = #"""
        {
          "id": "release",
          "title": "Release",
          "steps": [
            {"id": "project", "type": "text", "prompt": "Project name", "default": "atlas",
             "validate": {"plugin": "not_reserved"}},
            {"id": "version", "type": "semver", "prompt": "Version", "default": "1.0.0",
             "suggest": ["1.0.0", "2.0.0"]},
            {"id": "migration", "type": "text", "prompt": "Migration guide URL",
             "when": "major(version) >= 2", "required": false},
            {"id": "notes", "type": "confirm", "prompt": "Publish release notes?", "default": true}
          ]
        }
        """#

    /// The answers, decoded.
    struct Release: Decodable, Equatable {
        struct Version: Decodable, Equatable {
            var major: Int
            var minor: Int
            var patch: Int
        }
        var project: String
        var version: Version
        var migration: String?
        var notes: Bool
    }

    /// `semver`: `MAJOR.MINOR.PATCH`, recorded as an object; `suggest` lists completions.
    static let semver = StepTypePlugin(
        checkConfiguration: { configuration in
            guard case .object(let keys) = configuration else { return [] }
            var problems: [String] = []
            for key in keys.keys.sorted() where key != "suggest" {
                problems.append("unknown key '\(key)' (semver takes 'suggest')")
            }
            switch keys["suggest"] {
            case nil: break
            case .array(let items)? where items.allSatisfy({ $0.stringValue != nil }): break
            default: problems.append("'suggest' must be an array of strings")
            }
            return problems
        },
        parse: { input, _ in
            let parts = input.split(separator: ".", omittingEmptySubsequences: false)
            let numbers = parts.compactMap { Int($0) }
            guard parts.count == 3, numbers.count == 3, numbers.allSatisfy({ $0 >= 0 }) else {
                return .refused("expected a version MAJOR.MINOR.PATCH such as 1.4.2")
            }
            return .accepted(.object(["major": .integer(numbers[0]), "minor": .integer(numbers[1]), "patch": .integer(numbers[2])]))
        },
        completions: { prefix, configuration in
            guard case .object(let keys) = configuration, case .array(let items)? = keys["suggest"] else { return [] }
            return items.compactMap(\.stringValue).filter { $0.hasPrefix(prefix) }
        },
        format: { answer, _ in
            guard case .object(let parts) = answer else { return answer.jsonText }
            return ["major", "minor", "patch"].map { parts[$0]?.jsonText ?? "0" }.joined(separator: ".")
        })

    /// `not_reserved`: project names the registry keeps for itself.
    static let notReserved = ValidatorPlugin { value in
        ["wizard", "test"].contains(value.stringValue ?? "") ? "'\(value.stringValue ?? "")' is a reserved name" : nil
    }

    /// Everything the flow needs, as one value.
    static var plugins: PluginRegistry {
        var functions = ExpressionFunctions.builtIn
        functions.register("major", arity: 1...1) { arguments in
            guard case .object(let parts) = arguments[0] else { return .null }
            return parts["major"] ?? .null
        }
        return PluginRegistry(stepTypes: ["semver": semver], validators: ["not_reserved": notReserved], functions: functions)
    }
}
