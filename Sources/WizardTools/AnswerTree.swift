/// What the key walk reads: a JSON node as written, or an answers value with references resolved.
package protocol AnswerTree {
    /// The members of an object, else nil.
    var treeMembers: [(key: String, value: Self)]? { get }
    /// The elements of an array, else nil.
    var treeElements: [Self]? { get }
    /// A short description of the value for messages.
    var treeSummary: String { get }
    /// Whether the value is `null`.
    var treeIsNull: Bool { get }
}
