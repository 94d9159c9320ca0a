import Testing

@testable import WizardEngine

/// `--format env` lines: every value single-quoted with nothing but `'` escaped, names that
/// change how the shell behaves refused, NUL refused.
struct EnvironmentOutputTests {
    struct QuoteCase: CustomTestStringConvertible, Sendable {
        var text: String
        var quoted: String
        var testDescription: String { text.debugDescription }
    }

    static let quoteCases: [QuoteCase] = [
        QuoteCase(text: "", quoted: ""),
        QuoteCase(text: "plain-1.2", quoted: "plain-1.2"),
        QuoteCase(text: "two words", quoted: "'two words'"),
        QuoteCase(text: "it's", quoted: #"'it'\''s'"#),
        QuoteCase(text: "$(touch x) `y` \"z\"", quoted: "'$(touch x) `y` \"z\"'"),
        QuoteCase(text: "tab\tnew\nline", quoted: "'tab\tnew\nline'"),
    ]

    @Test(arguments: quoteCases)
    func quotesWithSingleQuotesOnly(_ entry: QuoteCase) {
        #expect(OrderedAnswers.environmentQuoted(entry.text) == entry.quoted)
        #expect(OrderedAnswers.environmentAssignment("V", entry.text) == "V=" + entry.quoted)
    }

    /// Terminal controls: one `printf '%b'` for the whole value (no fork per character),
    /// backslashes and quotes escaped, no raw control byte.
    @Test func controlCharactersGoThroughOnePrintf() {
        #expect(
            OrderedAnswers.environmentAssignment("V", "a\u{1B}[1m\\'\u{9B}")
                == #"V="$(printf '%b_' 'a\0033[1m\\'\''\0302\0233')"; V="${V%_}""#)
    }

    struct NameCase: CustomTestStringConvertible, Sendable {
        var name: String
        var isReserved: Bool
        var testDescription: String { name }
    }

    static let nameCases: [NameCase] = [
        NameCase(name: "PATH", isReserved: true), NameCase(name: "IFS", isReserved: true),
        NameCase(name: "PROMPT_COMMAND", isReserved: true), NameCase(name: "PS1", isReserved: true),
        NameCase(name: "HOME", isReserved: true), NameCase(name: "UID", isReserved: true),
        NameCase(name: "BASH_ENV", isReserved: true), NameCase(name: "LD_PRELOAD", isReserved: true),
        NameCase(name: "DYLD_INSERT_LIBRARIES", isReserved: true), NameCase(name: "CDPATH", isReserved: true),
        NameCase(name: "SHELLOPTS", isReserved: true), NameCase(name: "GLOBIGNORE", isReserved: true),
        NameCase(name: "DB_PORT", isReserved: false), NameCase(name: "APP_PATH", isReserved: false),
        NameCase(name: "PATHS", isReserved: false), NameCase(name: "USER_NAME", isReserved: false),
    ]

    @Test(arguments: nameCases)
    func reservedNames(_ entry: NameCase) {
        #expect(ShellVariableNames.isReserved(entry.name) == entry.isReserved)
    }

    @Test func reservedNameIsAnErrorNamingStepAndVariable() throws {
        let answers = OrderedAnswers.object([("name", .value(.string("x"))), ("ps1", .value(.string("$(id)")))])
        #expect(throws: EnvironmentOutputError.reservedName(path: "ps1", name: "PS1")) { try answers.environmentLines() }
        #expect(try answers.environmentLines(prefix: "APP_") == "APP_NAME=x\nAPP_PS1='$(id)'\n")
    }

    @Test func nulIsAnErrorNamingTheStep() {
        let answers = OrderedAnswers.object([("token", .value(.string("a\u{0}b")))])
        #expect(throws: EnvironmentOutputError.holdsNUL(path: "token")) { try answers.environmentLines() }
    }
}
