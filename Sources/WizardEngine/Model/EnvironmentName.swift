/// The shell variable name of an answer path for `--format env` (SPEC §7): `.` and `-`
/// become `_`, upper-cased (`db.port` → `DB_PORT`, `servers.0.host` → `SERVERS_0_HOST`).
/// One rule, used by the output and by the load-time collision check.
public func environmentName(forAnswerPath path: String) -> String {
    String(path.unicodeScalars.map { $0 == "." || $0 == "-" ? "_" : Character($0) }).uppercased()
}
