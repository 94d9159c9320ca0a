extension FlowDecoder {
    /// `"choices": {"plugin": NAME, "method": METHOD}`: choices a plugin computes.
    mutating func decodeChoicesSource(_ node: JSONNode, path: @autoclosure () -> String) -> ChoicesSource? {
        guard let members = object(node, path: path()) else { return nil }
        checkKeys(members, allowed: ["method", "plugin"], in: .inMember("choices"), path: path())
        func at(_ key: String) -> String? {
            guard let value = node[key] else {
                missing(key, in: .inMember("choices"), at: node, path: path())
                return nil
            }
            let keyPath = joinJSONPath(path(), key)
            guard let text = string(value, path: keyPath) else { return nil }
            guard PluginMemberName.isIdentifier(text[...]) else {
                error(MessageText(.loadPluginIdentifier, ["name": quoted(text)]), at: value, path: keyPath)
                return nil
            }
            return text
        }
        let plugin = at("plugin")
        let method = at("method")
        guard let plugin, let method else { return nil }
        return ChoicesSource(plugin: plugin, method: method)
    }

    /// The flow's `plugins` object: name → a path, or an object with `path`, `secrets`
    /// and `timeout` (docs/plugins.md).
    mutating func decodePluginDeclarations(_ node: JSONNode?, path: String) -> [PluginDeclaration] {
        guard let node else { return [] }
        let pluginsPath = joinJSONPath(path, "plugins")
        guard let members = object(node, path: pluginsPath) else { return [] }
        var out: [PluginDeclaration] = []
        for member in members {
            let name = member.key
            let memberPath = joinJSONPath(pluginsPath, name)
            guard PluginMemberName.isIdentifier(name[...]) else {
                error(MessageText(.loadPluginName, ["name": quoted(name)]), at: member.value, path: memberPath)
                continue
            }
            var declaration = PluginDeclaration(name: name, location: member.value.location(in: file))
            let value = member.value
            if value.stringValue != nil {
                declaration.path = string(value, path: memberPath)
            } else if let fields = object(value, path: memberPath, what: .loadValuePathOrObject) {
                func field(_ key: String) -> JSONNode? { fields.first { $0.key == key }?.value }
                checkKeys(fields, allowed: ["path", "secrets", "timeout"], in: .inPlugin, path: memberPath)
                declaration.path = field("path").flatMap { string($0, path: joinJSONPath(memberPath, "path")) }
                if let secretsNode = field("secrets") {
                    let secretsPath = joinJSONPath(memberPath, "secrets")
                    if let items = array(secretsNode, path: secretsPath) {
                        for (i, item) in items.enumerated() {
                            if let text = string(item, path: secretsPath + "[\(i)]") { declaration.secrets.append(text) }
                        }
                    }
                }
                if let timeoutNode = field("timeout"),
                    let seconds = number(timeoutNode, path: joinJSONPath(memberPath, "timeout"))
                {
                    if seconds > 0 && seconds <= 600 {
                        declaration.timeoutSeconds = seconds
                    } else {
                        error(
                            MessageText(.loadPluginTimeout, parts: ["found": timeoutNode.summaryText]), at: timeoutNode,
                            path: joinJSONPath(memberPath, "timeout"))
                    }
                }
            } else {
                continue
            }
            if let p = declaration.path, p.isEmpty || p.hasPrefix("/") {
                error(MessageText(.loadPluginPath, ["path": quoted(p)]), at: value, path: memberPath)
            }
            out.append(declaration)
        }
        return out
    }
}
