import WizardEngine

/// The flow files found in `./Flows` and the folders of `$WIZARD_FLOWS_PATH`, in search
/// order, with the id and title each declares.
enum FlowDirectory {
    struct Entry {
        var id: String
        var title: String?
        var description: String?
        var path: String
        /// Whether an earlier file already declared the same id (it wins).
        var isShadowed: Bool
    }

    /// The folders searched, in order: `./Flows`, then `$WIZARD_FLOWS_PATH`.
    static func folders(_ variables: [String: String]) -> [String] {
        var folders = ["Flows"]
        if let extra = variables["WIZARD_FLOWS_PATH"] {
            folders += extra.split(separator: ":").map(String.init).filter { !$0.isEmpty }
        }
        return folders
    }

    /// Every `*.json` file of the folders whose top-level `id` is a string.
    static func scan(_ variables: [String: String]) -> [Entry] {
        var seen = Set<String>()
        var entries: [Entry] = []
        for folder in folders(variables) {
            for name in jsonFiles(in: folder) {
                let path = folder + "/" + name
                guard let header = FlowHeader.read(path) else { continue }
                entries.append(
                    Entry(
                        id: header.id, title: header.title, description: header.description, path: path,
                        isShadowed: seen.contains(header.id)))
                seen.insert(header.id)
            }
        }
        return entries
    }

    /// The names of the `*.json` files in a folder, sorted.
    static func jsonFiles(in folder: String) -> [String] {
        DirectoryListing.names(in: folder).filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
    }
}
