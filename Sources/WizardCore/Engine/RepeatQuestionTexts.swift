/// The default question of a `repeat` (asked before each further item when the flow gives
/// no `repeat.prompt`), as templates the host passes in; English by default.
public struct RepeatQuestionTexts: Sendable, Equatable {
    /// Before the first item, when the repeated flow has no title.
    public var first = "Add an item?"
    /// Before each later item, when the repeated flow has no title.
    public var another = "Add another item?"
    /// `{name}`: the repeated flow's title (else the step's), before the first item.
    public var firstNamed = "Add a {name}?"
    /// `{name}`: the repeated flow's title (else the step's), before each later item.
    public var anotherNamed = "Add another {name}?"
    /// Whether `{name}` is the title in lowercase (English: "Add another member?"), or as
    /// the flow writes it (German nouns keep their capital).
    public var lowercasesName = true

    public init() {}

    /// The question before an item, when `count` items were added so far; `name` is the
    /// repeated flow's title, if it has one.
    func question(count: Int, name: String?) -> String {
        guard let name else { return count == 0 ? first : another }
        let shown = lowercasesName ? name.lowercased() : name
        return (count == 0 ? firstNamed : anotherNamed).filling(["name": shown])
    }
}
