import WizardEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process plugins a flow uses: found, consented to, started and registered before a
/// run, checked by `wizard validate` (docs/plugins.md).
enum PluginSetup {
    /// A plugin the flow uses, found, with its declaration (if the flow has one).
    struct Located {
        var found: PluginDiscovery.Found
        var declaration: PluginDeclaration?
    }

    /// The first declaration of each plugin name: the root flow's first, then the other flows' by id.
    static func declarations(in catalog: FlowCatalog) -> [String: PluginDeclaration] {
        var out: [String: PluginDeclaration] = [:]
        let others = catalog.flows.keys.filter { $0 != catalog.rootID }.sorted { $0.rawValue < $1.rawValue }
        for id in [catalog.rootID] + others {
            for declaration in catalog.flow(id)?.plugins ?? [] where out[declaration.name] == nil {
                out[declaration.name] = declaration
            }
        }
        return out
    }

    /// Finds the plugin `name` where the flow declares it, else on `PATH`; nil when on neither.
    static func locate(
        _ name: String, declaration: PluginDeclaration?, rootFile: String, variables: [String: String]
    ) -> Result<Located?, PluginDiscovery.Problem> {
        if let declaration, declaration.path != nil {
            let rootFolder = rootFile.lastIndex(of: "/").map { String(rootFile[..<$0]) } ?? "."
            return PluginDiscovery.declared(declaration, rootFolder: rootFolder.isEmpty ? "/" : rootFolder)
                .map { Located(found: $0, declaration: declaration) }
        }
        guard let found = PluginDiscovery.onPath(name, searchPath: variables["PATH"] ?? "") else { return .success(nil) }
        return .success(Located(found: found, declaration: declaration))
    }

    /// The registry to run with, or the exit status to stop with.
    enum Prepared {
        case ready(PluginRegistry)
        case stop(ExitStatus)
    }

    /// The allowances given by `--allow-plugin` and `WIZARD_ALLOW_PLUGINS` (comma-separated):
    /// plugin names and executable paths.
    static func allowedNames(_ options: RunOptions, variables: [String: String]) -> Set<String> {
        var names = Set(options.allowedPlugins)
        for name in (variables["WIZARD_ALLOW_PLUGINS"] ?? "").split(separator: ",") {
            names.insert(String(name).trimmingCharacters(in: " "))
        }
        return names
    }

    /// Whether an allowance binds to `plugin`'s executable: a name allows only the
    /// `wizard-plugin-NAME` found on `PATH`, never an executable a flow declares under that
    /// name; a path (holding a `/`) allows the executable it resolves to.
    static func isAllowed(_ plugin: PluginDiscovery.Found, by allowances: Set<String>) -> Bool {
        if plugin.declaredBy == nil && allowances.contains(plugin.name) { return true }
        return allowances.contains { $0.contains("/") && LocalFileSystem().canonicalPath($0) == plugin.executable }
    }

    /// The environment variables that supply a secret, which a plugin allowed the secret
    /// paths `allowed` does not get: a secret step's `env`, and a `{"$env": NAME}` reference
    /// of the answers file at a secret path, unless the path (or the step's) is allowed.
    static func withheldVariables(from allowed: [String], catalog: FlowCatalog, answersFile: String?) -> Set<String> {
        let allowedPaths = Set(allowed)
        let allowedSteps = Set(allowed.compactMap { catalog.step(atAnswerPath: $0)?.environmentVariable })
        var withheld = Set(SecretReach(flows: catalog.flows).secretVariables.keys).subtracting(allowedSteps)
        let node = ProvidedAnswerSource(catalog: catalog, answersFile: answersFile).answersNode()
        for reference in node.map({ environmentReferences(in: $0, at: "") }) ?? []
        where !allowedPaths.contains(reference.path) && catalog.step(atAnswerPath: reference.path)?.isSecret == true {
            withheld.insert(reference.name)
        }
        return withheld
    }

    /// Every `{"$env": NAME}` reference of an answers file, with its answer path.
    private static func environmentReferences(in node: JSONNode, at path: String, depth: Int = 0) -> [(path: String, name: String)] {
        guard depth < 256 else { return [] }
        if let members = node.members {
            if members.count == 1, let only = members.first, only.key == "$env", let name = only.value.stringValue {
                return [(path, name)]
            }
            return members.flatMap {
                environmentReferences(in: $0.value, at: path.isEmpty ? $0.key : path + "." + $0.key, depth: depth + 1)
            }
        }
        guard let elements = node.elements else { return [] }
        return elements.enumerated().flatMap { environmentReferences(in: $0.element, at: path + "." + String($0.offset), depth: depth + 1) }
    }

    /// Everything before a run: find each plugin, obtain consent, start it, check that it
    /// provides what the flow uses, register it.
    static func prepare(
        _ result: LoadResult, catalog: FlowCatalog, options: RunOptions, variables: [String: String]
    ) -> Prepared {
        let uses = ProcessPluginUse.all(in: catalog)
        guard !uses.isEmpty else { return .ready(CLIFunctions.registry) }
        let rootFile = result.sourceFiles.first?.canonicalPath ?? catalog.root?.file ?? "."
        let declared = declarations(in: catalog)
        var located: [Located] = []
        for name in ProcessPluginUse.pluginNames(uses) {
            switch locate(name, declaration: declared[name], rootFile: rootFile, variables: variables) {
            case .failure(let problem):
                Console.error(problem.text.rendered(options.messages))
                return .stop(.flowError)
            case .success(nil):
                let use = uses.first { $0.plugin == name }
                let messages = options.messages
                let at = use.map { " " + messages.text(.pluginUsedAt, ["location": $0.location.description]) } ?? ""
                let arguments = ["name": name, "usedAt": at, "executable": PluginDiscovery.executablePrefix + name]
                Console.error(messages.text(.pluginNotOnPath, arguments))
                return .stop(.flowError)
            case .success(let found?):
                located.append(found)
            }
        }
        if let status = obtainConsent(located, result: result, options: options, variables: variables) {
            return .stop(status)
        }
        var registry = CLIFunctions.registry
        for plugin in located {
            let secrets = plugin.declaration?.secrets ?? []
            let process = ProcessPlugin(
                name: plugin.found.name, executable: plugin.found.executable,
                timeout: plugin.declaration?.timeoutSeconds ?? ProcessPlugin.defaultTimeout,
                allowedSecrets: secrets,
                withheldVariables: withheldVariables(from: secrets, catalog: catalog, answersFile: options.answersFile))
            do {
                let description = try process.describe()
                for use in uses where use.plugin == plugin.found.name {
                    if let problem = use.problem(with: description) {
                        Console.error("\(use.location.description): \(problem.description)")
                        return .stop(.flowError)
                    }
                }
                try process.register(in: &registry)
            } catch {
                Console.error(error.description(in: options.messages))
                return .stop(.flowError)
            }
        }
        return .ready(registry)
    }

    /// Asks for consent unless it is given by name or remembered; nil when the plugins
    /// may run, else the exit status (after printing why).
    static func obtainConsent(
        _ plugins: [Located], result: LoadResult, options: RunOptions, variables: [String: String]
    ) -> ExitStatus? {
        let allowed = allowedNames(options, variables: variables)
        let pending = plugins.filter { !isAllowed($0.found, by: allowed) }
        guard !pending.isEmpty else { return nil }
        let messages = options.messages
        let isOne = pending.count == 1
        let files = result.sourceFiles.compactMap(\.canonicalPath)
        let fingerprint = PluginConsent.fingerprint(files: files, plugins: plugins.map(\.found))
        let store = SessionStore.stateDirectory(variables).map(PluginConsent.init(stateDirectory:))
        let flow = files.first ?? ""
        if let store, store.isRemembered(flow: flow, fingerprint: fingerprint) { return nil }
        guard !options.isNonInteractive, isatty(0) == 1, isatty(2) == 1 else {
            let list = pending.map { "'\($0.found.name)' (\(TerminalText.escape($0.found.executable)))" }.joined(separator: ", ")
            // A declared executable is allowed by its path, never by the name it is declared under.
            let allowances = pending.map { $0.found.declaredBy == nil ? $0.found.name : $0.found.executable }
            let flags = allowances.map { "--allow-plugin \(TerminalText.escape(OrderedAnswers.shellQuoted($0)))" }.joined(separator: " ")
            let variable = TerminalText.escape(OrderedAnswers.shellQuoted(allowances.joined(separator: ",")))
            Console.error(
                messages.text(
                    isOne ? .pluginNotAllowedOne : .pluginNotAllowedMany, ["plugins": list, "flags": flags, "variable": variable]))
            return .answers
        }
        var question = messages.text(isOne ? .pluginQuestionOne : .pluginQuestionMany) + "\n"
        for plugin in pending {
            question += "  \(plugin.found.name)  \(TerminalText.escape(plugin.found.executable))\n"
        }
        question += messages.text(isOne ? .pluginAllowOne : .pluginAllowMany, ["choices": messages.text(.promptConfirmDefaultNo)]) + " "
        Console.err(question)
        let answer = readAnswerLine().lowercased()
        guard answer == "y" || answer == "yes" || messages.confirmWords.yes.contains(answer) else {
            let quoted = pending.map { "'\($0.found.name)'" }.joined(separator: ", ")
            Console.error(messages.text(isOne ? .pluginRefusedOne : .pluginRefusedMany, ["plugins": quoted]))
            return .answers
        }
        if let store {
            do {
                try store.remember(flow: flow, fingerprint: fingerprint)
            } catch {
                Console.warning(messages.text(.pluginNotRemembered, ["reason": error.description(in: messages)]))
            }
        }
        return nil
    }

    /// One line from standard input, without its newline (empty at end of input).
    static func readAnswerLine() -> String {
        var line: [UInt8] = []
        while true {
            let byte = FileDescriptorIO.read(from: 0, count: 1)
            guard let first = byte.first, first != UInt8(ascii: "\n") else { break }
            line.append(first)
        }
        return String(decoding: line, as: UTF8.self).trimmingCharacters(in: " \r")
    }
}
