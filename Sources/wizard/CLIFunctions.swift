import WizardEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// The expression functions the command line adds: the git user's name and e-mail, for defaults
/// (docs/expressions.md).
///
/// Like copier, they read `GIT_AUTHOR_NAME`/`GIT_AUTHOR_EMAIL` when set, else `git config`; `""` when
/// neither gives a value. git runs only when a flow calls one.
enum CLIFunctions {
    /// The plugin registry of every command: the built-in functions and the git ones.
    static let registry: PluginRegistry = {
        var functions = ExpressionFunctions.builtIn
        functions.register("git_user_name", arity: 0...0) { _ in .string(userName) }
        functions.register("git_user_email", arity: 0...0) { _ in .string(userEmail) }
        return PluginRegistry(functions: functions)
    }()

    /// Read at the first call and kept: a default calling them in a loop starts git once.
    private static let userName = gitIdentity("GIT_AUTHOR_NAME", key: "user.name")
    private static let userEmail = gitIdentity("GIT_AUTHOR_EMAIL", key: "user.email")

    /// The variable's value when set and not empty, else `git config --get KEY`'s output
    /// without its final newline, else `""`.
    private static func gitIdentity(_ variable: String, key: String) -> String {
        if let value = getenv(variable).map({ String(cString: $0) }), !value.isEmpty { return value }
        // A fixed command (`key` is one of two literals): nothing from the flow reaches the shell.
        guard let pipe = popen("git config --get \(key) 2>/dev/null </dev/null", "r") else { return "" }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = fread(&buffer, 1, buffer.count, pipe)
            if count <= 0 { break }
            bytes += buffer[0..<count]
            if bytes.count > 4096 { break }
        }
        guard pclose(pipe) == 0 else { return "" }
        var text = String(decoding: bytes, as: UTF8.self)
        while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
        return text
    }
}
