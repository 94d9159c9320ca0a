/// One numbered choice in a prompt.
public struct PromptChoice: Equatable, Sendable {
    /// 1-based number the user may type.
    public var number: Int
    /// The value recorded.
    public var value: String
    /// What the list shows.
    public var label: String
    /// The choice's rendered `help`, shown under a list when it is highlighted or listed.
    public var help: String? = nil
}
