/// Shell variable names that `--format env` must never assign: each changes how sh or
/// bash behave when the output is `eval`ed (search paths, prompts, start-up files, word
/// splitting, the dynamic loader), or a common tool's behaviour, or is read-only in bash so
/// that assigning it aborts a `set -e` script. Every name is prefixed (`defaultPrefix`
/// unless the user gives one), so this list only guards a prefix the user chose. See
/// docs/cli.md.
public enum ShellVariableNames {
    /// The names refused exactly.
    static let reserved: Set<String> = [
        "PATH", "IFS", "CDPATH", "ENV", "BASH_ENV", "PS0", "PS1", "PS2", "PS3", "PS4", "PROMPT_COMMAND",
        "PROMPT_DIRTRIM", "HOME", "SHELL", "SHELLOPTS", "BASHOPTS", "GLOBIGNORE", "GLOBSORT", "FIGNORE",
        "EXECIGNORE", "HOSTFILE", "INPUTRC", "MAIL", "MAILPATH", "MAILCHECK", "OPTIND", "OPTARG", "OPTERR",
        "PWD", "OLDPWD", "TMOUT", "TMPDIR", "TERM", "TERMINFO", "TERMCAP", "TZ", "LANG",
        "POSIXLY_CORRECT", "IGNOREEOF", "HISTFILE", "HISTFILESIZE", "HISTSIZE", "HISTCONTROL", "HISTIGNORE",
        "HISTTIMEFORMAT", "HISTCMD", "FCEDIT", "TIMEFORMAT", "COLUMNS", "LINES", "HOSTNAME", "HOSTTYPE",
        "MACHTYPE", "OSTYPE", "UID", "EUID", "PPID", "GROUPS", "FUNCNAME", "RANDOM", "SRANDOM", "SECONDS",
        "LINENO", "EPOCHSECONDS", "EPOCHREALTIME", "AUTO_RESUME", "HISTCHARS", "NLSPATH", "LOCPATH",
        "GCONV_PATH", "HOSTALIASES", "RESOLV_HOST_CONF", "MALLOC_CHECK_", "MALLOC_PERTURB_", "PAGER", "EDITOR",
        "VISUAL", "SUDO_ASKPASS", "SSH_ASKPASS", "GIT_SSH", "GIT_SSH_COMMAND", "GIT_EXEC_PATH", "PYTHONPATH",
        "PYTHONSTARTUP", "PERL5LIB", "PERL5OPT", "RUBYOPT", "RUBYLIB", "NODE_OPTIONS", "NODE_PATH", "FUNCNEST",
        "BROWSER", "ZDOTDIR", "_JAVA_OPTIONS", "JAVA_TOOL_OPTIONS", "JDK_JAVA_OPTIONS",
    ]

    /// Name prefixes refused: the dynamic loaders', bash's own, the locale's, completion
    /// and readline state.
    static let reservedPrefixes = [
        "LD_", "DYLD_", "BASH", "LC_", "COMP_", "READLINE_", "HIST", "GIT_", "LESS", "MAN", "PYTHON", "XDG_", "GLIBC_",
        "WIZARD_ALLOW", "WIZARD_FLOWS", "WIZARD_ACCESSIBLE",
    ]

    /// The prefix of every `--format env` name when the user gives none (`--env-prefix`):
    /// `wizard` reads no variable that starts with it, and no shell, loader or other tool
    /// has a reason to (docs/cli.md#--format-env-answers-as-shell-variables).
    public static let defaultPrefix = "WIZARD_ANSWER_"

    /// Whether assigning `name` could change how sh or bash behave.
    ///
    /// - Parameter name: a variable name, as `--format env` prints it; compared upper-cased.
    /// - Returns: true for a name in `reserved` or starting with one of `reservedPrefixes`.
    /// - Complexity: O(*n*) in the length of `name`.
    public static func isReserved(_ name: String) -> Bool {
        let upper = name.uppercased()
        return reserved.contains(upper) || reservedPrefixes.contains { upper.hasPrefix($0) }
    }
}
