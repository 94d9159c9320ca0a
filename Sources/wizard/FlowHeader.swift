import WizardEngine

/// The `id`, `title` and `description` a flow file declares, read without loading it.
struct FlowHeader {
    var id: String
    var title: String?
    var description: String?

    /// Reads a flow file's header, or nil when it is not a readable flow object.
    static func read(_ path: String) -> FlowHeader? {
        guard let bytes = try? LocalFileSystem().readFile(path),
            let node = try? JSONReader().read(bytes), let id = node["id"]?.stringValue
        else { return nil }
        return FlowHeader(
            id: id, title: node["title"]?.stringValue,
            description: node["description"]?.stringValue)
    }
}
