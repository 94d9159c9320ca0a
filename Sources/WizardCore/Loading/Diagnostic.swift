/// One problem found while loading flows: where, what is wrong, and maybe a suggestion.
/// Text quoted from a file is kept as it is; `DiagnosticRenderer` escapes it for printing.
///
/// The loader's own diagnostics carry their sentences as message keys and arguments too
/// (`messageText`, `suggestionText`), so they print in the reader's language
/// (`description(in:)`); `message` and `suggestion` are always their English text.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Equatable, Comparable {
        /// The flow cannot be used; loading fails.
        case error
        /// The flow loads, but something is probably unintended (an unreachable step).
        case warning

        /// Orders errors before warnings, so sorted output lists errors first.
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .error && rhs == .warning
        }
    }

    /// Error or warning.
    public var severity: Severity
    /// The file, line and column of the offending value or key.
    public var location: SourceLocation
    /// The JSON path of the offending value inside its file (`steps[3].validate.pattern`,
    /// `flows.db.steps[0].id`), or nil for problems of the file as a whole.
    public var jsonPath: String?
    /// What is wrong, one sentence without a trailing period.
    public var message: String
    /// A fix to try, such as `did you mean 'prompt'?`, or nil.
    public var suggestion: String?
    /// `message` as a message key and arguments, or nil for a diagnostic made from text
    /// alone (which prints as `message` in every language).
    public var messageText: MessageText?
    /// `suggestion` as a message key and arguments, or nil.
    public var suggestionText: MessageText?

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - severity: error or warning.
    ///   - location: the file, line and column of the offending value or key.
    ///   - jsonPath: the JSON path of the offending value inside its file, or nil for the
    ///     file as a whole.
    ///   - message: what is wrong, one sentence without a trailing period; text quoted
    ///     from the file stays as it is (whatever prints it escapes it).
    ///   - suggestion: a fix to try, or nil.
    public init(
        severity: Severity, location: SourceLocation, jsonPath: String? = nil, message: String,
        suggestion: String? = nil
    ) {
        self.severity = severity
        self.location = location
        self.jsonPath = jsonPath
        self.message = message
        self.suggestion = suggestion
    }

    /// Creates a diagnostic whose sentences are messages of the catalogues; `message` and
    /// `suggestion` are their English texts.
    ///
    /// - Parameters:
    ///   - severity: error or warning.
    ///   - location: the file, line and column of the offending value or key.
    ///   - jsonPath: the JSON path of the offending value inside its file, or nil.
    ///   - message: what is wrong, one sentence without a trailing period.
    ///   - suggestion: a fix to try, or nil.
    public init(
        severity: Severity, location: SourceLocation, jsonPath: String? = nil, message: MessageText,
        suggestion: MessageText? = nil
    ) {
        self.init(
            severity: severity, location: location, jsonPath: jsonPath, message: message.english,
            suggestion: suggestion?.english)
        self.messageText = message
        self.suggestionText = suggestion
    }

    /// An error diagnostic.
    static func error(
        _ message: MessageText, at location: SourceLocation, path: String? = nil, suggestion: MessageText? = nil
    ) -> Diagnostic {
        Diagnostic(severity: .error, location: location, jsonPath: path, message: message, suggestion: suggestion)
    }

    /// A warning diagnostic.
    static func warning(
        _ message: MessageText, at location: SourceLocation, path: String? = nil, suggestion: MessageText? = nil
    ) -> Diagnostic {
        Diagnostic(severity: .warning, location: location, jsonPath: path, message: message, suggestion: suggestion)
    }

    /// The one line `FILE:LINE:COL: SEVERITY: MESSAGE (at JSON-PATH); SUGGESTION`, unescaped
    /// (print it through `DiagnosticRenderer`).
    public var description: String { description(in: .english) }

    /// The one line in the language of `messages`: the message, the suggestion and the
    /// words around the JSON path are translated; the location, the severity (which
    /// scripts match), the JSON path and text quoted from the file are not. Unescaped.
    ///
    /// - Parameter messages: the catalogues to take the sentences from.
    public func description(in messages: Messages) -> String {
        var line = "\(location): \(severity.rawValue): \(messageText?.rendered(messages) ?? message)"
        if let jsonPath, !jsonPath.isEmpty {
            line += " " + messages.text(.diagnosticAt, ["path": jsonPath])
        }
        if let suggestion = suggestionText?.rendered(messages) ?? suggestion {
            line += "; \(suggestion)"
        }
        return line
    }
}

/// `a 'text' step`, `an 'integer' step`: a step type with its indefinite article.
func stepOfType(_ typeName: String) -> MessageText {
    let startsWithVowel = typeName.first.map { "aeiouAEIOU".contains($0) } ?? false
    return MessageText(startsWithVowel ? .loadStepOfTypeAn : .loadStepOfTypeA, ["type": typeName])
}
