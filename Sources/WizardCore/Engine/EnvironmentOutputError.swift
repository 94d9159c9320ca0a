/// Why answers cannot be printed as `--format env` lines.
package enum EnvironmentOutputError: Error, Equatable, Sendable {
    /// Two answer paths map to one name (in flow order).
    case collision(name: String, paths: [String])
    /// The answer at `path` would assign `name`, which changes how the shell behaves.
    case reservedName(path: String, name: String)
    /// The answer at `path` holds a NUL character, which no shell variable can hold.
    case holdsNUL(path: String)
}
