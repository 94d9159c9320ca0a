import WizardEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which terminal driver a run uses: readline when standard input and standard
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
    /// - Returns: `.plain` unless the run may prompt and standard input and standard error
    ///   are terminals; else `.readline` with `<state folder>/history/<flow id>` (folders
    ///   created with mode 0700), or with nil when the folder cannot be made.
    static func choose(
        isNonInteractive: Bool, flowID: String, variables: [String: String],
        isTerminal: (Int32) -> Bool = { isatty($0) == 1 }
    ) -> DriverChoice {
        guard !isNonInteractive, isTerminal(0), isTerminal(2) else { return .plain }
        // The same state folder as sessions.
        guard let state = SessionStore.stateDirectory(variables), makeFolders(state + "/history") else {
            return .readline(historyFile: nil)
        }
        return .readline(historyFile: state + "/history/" + flowID)
    }

    /// Creates every missing folder of a path with mode 0700 (`mkdir -p`).
    ///
    /// - Parameter path: the folder to create.
    /// - Returns: whether the folder exists afterwards.
    static func makeFolders(_ path: String) -> Bool {
        (try? AtomicFile.makeDirectories(path)) != nil
    }
}
