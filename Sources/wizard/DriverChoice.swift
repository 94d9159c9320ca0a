#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which terminal driver a run uses (SPEC §5): readline when standard input and standard
/// error are both terminals and the run may prompt, else the plain line driver.
enum DriverChoice: Equatable {
    /// The plain driver (piped input, or `--non-interactive`).
    case plain
    /// The readline driver, with the flow's history file (nil: the state folder could not
    /// be made, history stays in memory).
    case readline(historyFile: String?)

    /// Chooses the driver.
    ///
    /// - Parameters:
    ///   - isNonInteractive: `--non-interactive` was given.
    ///   - flowID: the root flow's id, naming its history file.
    ///   - variables: the environment (`XDG_STATE_HOME`, `HOME`).
    ///   - isTerminal: whether a file descriptor is a terminal (`isatty`).
    /// - Returns: `.readline` with `$XDG_STATE_HOME/wizard/history/<flow id>` (default
    ///   `~/.local/state/wizard/...`; folders created with mode 0700), or `.plain`.
    static func choose(
        isNonInteractive: Bool, flowID: String, variables: [String: String],
        isTerminal: (Int32) -> Bool = { isatty($0) == 1 }
    ) -> DriverChoice {
        guard !isNonInteractive, isTerminal(0), isTerminal(2) else { return .plain }
        guard let folder = historyFolder(variables), makeFolders(folder) else { return .readline(historyFile: nil) }
        return .readline(historyFile: folder + "/" + flowID)
    }

    /// `$XDG_STATE_HOME/wizard/history`, or `$HOME/.local/state/wizard/history`; a relative
    /// `XDG_STATE_HOME` is ignored, as the XDG specification says.
    static func historyFolder(_ variables: [String: String]) -> String? {
        if let state = variables["XDG_STATE_HOME"], state.hasPrefix("/") { return state + "/wizard/history" }
        guard let home = variables["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.local/state/wizard/history"
    }

    /// Creates every missing folder of an absolute path with mode 0700 (`mkdir -p`).
    ///
    /// - Returns: whether the folder exists afterwards.
    static func makeFolders(_ path: String) -> Bool {
        var prefix = ""
        for part in path.split(separator: "/") {
            prefix += "/" + part
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST { return false }
        }
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
