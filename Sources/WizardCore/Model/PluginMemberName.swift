/// A reference to a member of a process plugin, spelt `PLUGIN.MEMBER`
/// (`"type": "git.branch"`, `"validate": {"plugin": "git.worktree"}`).
public struct PluginMemberName: Sendable, Equatable, Hashable {
    /// The plugin's name.
    public var plugin: String
    /// The step type or validator it provides.
    public var member: String

    /// Splits `PLUGIN.MEMBER`; nil unless both parts are identifiers
    /// (`[A-Za-z_][A-Za-z0-9_-]*`).
    ///
    /// - Parameter text: the name as written in the flow.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, Self.isIdentifier(parts[0]), Self.isIdentifier(parts[1]) else { return nil }
        plugin = String(parts[0])
        member = String(parts[1])
    }

    /// The name as written: `PLUGIN.MEMBER`.
    public var text: String { plugin + "." + member }

    /// Whether `text` is an identifier: `[A-Za-z_][A-Za-z0-9_-]*`.
    ///
    /// - Parameter text: one part of a `PLUGIN.MEMBER` name.
    /// - Returns: false for an empty text or any character outside the pattern.
    /// - Complexity: O(*n*) in the length of `text`.
    public static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII,
            first.properties.isAlphabetic || first == "_"
        else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-")
        }
    }
}
