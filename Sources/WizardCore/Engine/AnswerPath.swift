/// Answer paths are the dotted text users type (`db.port`, `servers.1.host`).
enum AnswerPath {
    /// `prefix.component` (or `component` when the prefix is empty).
    static func join(_ prefix: String, _ component: String) -> String {
        prefix.isEmpty ? component : prefix + "." + component
    }

    /// The id of the step of the flow at `prefix` that an answer key lies under
    /// (`servers` for `servers.1.host` or `servers#count` under the root flow's empty
    /// prefix), or nil when the key is not inside that flow.
    static func stepComponent(of key: String, under prefix: String) -> Substring? {
        var rest = key[...]
        if !prefix.isEmpty {
            guard key.utf8.starts(with: prefix.utf8), key.utf8.count > prefix.utf8.count else { return nil }
            rest = key[key.utf8.index(key.utf8.startIndex, offsetBy: prefix.utf8.count)...]
            guard rest.utf8.first == UInt8(ascii: ".") else { return nil }
            rest = rest.dropFirst()
        }
        let end = rest.utf8.firstIndex { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "#") } ?? rest.endIndex
        let component = rest[..<end]
        return component.isEmpty ? nil : component
    }

    /// The key holding a repeat's item count (not an answer path: `#` is not in ids).
    static func countKey(_ path: String) -> String { path + "#count" }

    /// The draft key of a repeat's "add another?" question asked with `count` items: one
    /// per count, so each question gets back its own answer after `back`.
    static func moreDraftKey(_ path: String, count: Int) -> String { path + "#more" + String(count) }
}
