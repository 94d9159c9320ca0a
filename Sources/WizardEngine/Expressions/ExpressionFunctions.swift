// PLACEHOLDER owned by the expressions work: replace wholesale.
/// The functions expressions may call, by name.
public struct ExpressionFunctions: Sendable {
    /// The built-in functions of SPEC §3.5.
    public static let builtIn = ExpressionFunctions()
}
