import WizardEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The expression functions `git_user_name()` and `git_user_email()`: what
/// `git config user.name` / `git config user.email` print (trimmed), as Copier templates
/// read them; `""` when git is missing or the value is unset, so `git_user_name() ?? "x"`
/// falls back to `"x"`.
enum GitConfig {
    /// The registry of the command line: the built-in functions and the two git ones.
    static func plugins() -> PluginRegistry {
        var registry = PluginRegistry()
        registry.functions.register("git_user_name", arity: 0...0) { _ in .string(value(of: "user.name")) }
        registry.functions.register("git_user_email", arity: 0...0) { _ in .string(value(of: "user.email")) }
        return registry
    }

    /// `git config KEY`'s output without surrounding white space, or "".
    static func value(of key: String) -> String {
        let output = run(["git", "config", key])
        return String(decoding: output, as: UTF8.self).trimmed
    }

    /// Runs a program found on PATH (posix_spawnp) and returns its standard output; its
    /// standard error is discarded. Empty on any failure.
    static func run(_ arguments: [String]) -> [UInt8] {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return [] }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        close(pipeEnds[1])
        defer { close(pipeEnds[0]) }
        guard status == 0 else { return [] }
        var output: [UInt8] = []
        while output.count < 64 * 1024 {
            let chunk = FileDescriptorIO.read(from: pipeEnds[0], count: 4096)
            if chunk.isEmpty { break }
            output += chunk
        }
        var exitStatus: Int32 = 0
        while waitpid(pid, &exitStatus, 0) < 0 && errno == EINTR {}
        return exitStatus == 0 ? output : []
    }
}

extension String {
    /// The text without leading and trailing white space.
    var trimmed: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
