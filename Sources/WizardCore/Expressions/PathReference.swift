/// A reference to a value by path, relative to a scope.
public struct PathReference: Sendable, Equatable, Hashable {
    /// The scope a path starts from.
    public enum Base: Sendable, Equatable, Hashable {
        /// The current flow's answers (the current item's inside a repeat).
        case local
        /// The enclosing flow's answers, `levels` flows up (`parent.parent.x` is 2).
        case parent(levels: Int)
        /// The top flow's answers.
        case root
        /// An environment variable (`env.NAME`); `components` holds the name.
        case environment
        /// The value being validated (`value` in `validate.expr`).
        case value
    }

    /// Where the path starts.
    public var base: Base
    /// The path's components after the base (`["db", "port"]`, or `["0"]` for an index).
    public var components: [String]
    /// The column (from 1) where the path starts inside its expression or template source.
    public var column: Int

    /// Creates a reference.
    ///
    /// - Parameters:
    ///   - base: where the path starts.
    ///   - components: the path's components after the base, in order.
    ///   - column: the column (from 1) where the path starts inside its expression source.
    public init(base: Base, components: [String], column: Int) {
        self.base = base
        self.components = components
        self.column = column
    }

    /// The path as written: `root.db.port`, `parent.pw`, `env.HOME`.
    var spelling: String {
        let prefix: [String]
        switch base {
        case .local: prefix = []
        case .root: prefix = ["root"]
        case .parent(let levels): prefix = Array(repeating: "parent", count: max(1, levels))
        case .environment: prefix = ["env"]
        case .value: prefix = ["value"]
        }
        return (prefix + components).joined(separator: ".")
    }
}
