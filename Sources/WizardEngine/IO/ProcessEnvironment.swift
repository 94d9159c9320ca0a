#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// The process's environment and file lookups, for building an `EngineEnvironment`.
public enum ProcessEnvironment {
    /// Whether every command-line argument of this process is valid UTF-8, read from the
    /// raw `argv` (`CommandLine.arguments` has already replaced invalid bytes).
    package static var argumentsAreValidUTF8: Bool {
        (0..<Int(CommandLine.argc)).allSatisfy { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return true }
            return String(validatingCString: argument) != nil
        }
    }

    /// Every environment variable of this process (`environ`).
    ///
    /// An entry without `=` is skipped; when a name appears twice the last entry wins.
    ///
    /// - Returns: the variables by name.
    /// - Complexity: O(*n*) in the size of the environment.
    public static func variables() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            // The first `=` byte ends the name, as for getenv(3).
            if let eq = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                result[String(text[..<eq])] = String(text[text.utf8.index(after: eq)...])
            }
            pointer += 1
        }
        return result
    }

    /// What is at a path (`stat(2)`, following symlinks).
    ///
    /// - Parameter path: the path to look at.
    /// - Returns: `.file` for a regular file, `.directory`, `.any` for anything else, or nil
    ///   when `stat` fails (nothing there, a broken link, no permission).
    public static func fileKind(_ path: String) -> PathKind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .any
        }
    }

    /// An engine environment for this process.
    ///
    /// - Returns: this process's variables, `HOME` as the home directory, `fileKind(_:)`
    ///   for file lookups (so the engine sees the disk as it is when it asks), and the
    ///   current time in UTC for `now()`.
    public static func engineEnvironment() -> EngineEnvironment {
        let variables = variables()
        return EngineEnvironment(
            variables: variables, homeDirectory: variables["HOME"], fileKind: { fileKind($0) },
            now: currentTime(variables: variables))
    }

    /// The current time: `SOURCE_DATE_EPOCH` (whole seconds since 1970) when it is set and
    /// valid, so a run can be reproduced; else the system clock (`time(2)`), in UTC.
    ///
    /// - Parameter variables: the environment variables.
    /// - Returns: the time.
    public static func currentTime(variables: [String: String]) -> WallClockTime {
        if let fixed = variables["SOURCE_DATE_EPOCH"].flatMap({ Int($0) }) {
            return WallClockTime(secondsSince1970: fixed)
        }
        return WallClockTime(secondsSince1970: Int(time(nil)))
    }
}
