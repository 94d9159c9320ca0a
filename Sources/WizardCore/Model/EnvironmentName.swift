/// The shell variable name of an answer path for `--format env`: `.` and `-`
/// become `_`, upper-cased (`db.port` → `DB_PORT`, `servers.0.host` → `SERVERS_0_HOST`).
/// One rule, used by the output and by the load-time collision check.
///
/// Only `.` and `-` are replaced; other characters are kept, so the result is a valid shell
/// name only when the path's step ids are. Non-ASCII text is upper-cased by Unicode rules.
public func environmentName(forAnswerPath path: String) -> String {
    String(path.unicodeScalars.map { $0 == "." || $0 == "-" ? "_" : Character($0) }).uppercased()
}
