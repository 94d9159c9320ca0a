/// The shell variable name of an answer path for `--format env`: `.` and `-` become `_`,
/// upper-cased (`servers.0.host` → `SERVERS_0_HOST`); other characters are kept. One rule
/// for the output and the load-time collision check.
///
/// - Parameter path: a dotted answer path.
/// - Returns: the variable name, with no `=` or value.
/// - Complexity: O(*n*) in the length of `path`.
public func environmentName(forAnswerPath path: String) -> String {
    String(path.unicodeScalars.map { $0 == "." || $0 == "-" ? "_" : Character($0) }).uppercased()
}
