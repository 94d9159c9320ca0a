import WizardEngine

/// The `id`, `title` and `description` a flow file declares, read without loading it; a
/// translated title or description is read in the locale's language as a run would show it.
struct FlowHeader {
    var id: String
    var title: String?
    var description: String?

    /// Reads a flow file's header, or nil when it is not a readable flow object.
    static func read(_ path: String) -> FlowHeader? {
        guard let bytes = try? LocalFileSystem().readFile(path),
            let node = try? JSONReader().read(bytes), let id = node["id"]?.stringValue
        else { return nil }
        let preference = LanguagePreference(option: nil, environment: ProcessEnvironment.variables())
        let language = node["language"]?.stringValue
        func text(_ key: String) -> String? {
            guard let value = node[key] else { return nil }
            if let text = value.stringValue { return text }
            guard let members = value.members,
                let chosen = preference.bestMatch(in: members.map(\.key), fallback: language ?? "en")
            else { return nil }
            return value[chosen]?.stringValue
        }
        return FlowHeader(id: id, title: text("title"), description: text("description"))
    }
}
