/// Where an expression calls a function: its name and the column of the name.
package struct FunctionCallSite: Sendable, Equatable, Hashable {
    /// The function's name as written.
    package var name: String
    /// The column (from 1) of the name inside the expression or template source.
    package var column: Int

    /// Creates a call site.
    ///
    /// - Parameters:
    ///   - name: the function's name as written.
    ///   - column: the column (from 1) of the name inside its source.
    package init(name: String, column: Int) {
        self.name = name
        self.column = column
    }
}
