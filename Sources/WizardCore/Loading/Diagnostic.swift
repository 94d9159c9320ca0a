/// One problem found while loading flows: where, what is wrong, and maybe a suggestion.
/// Text quoted from a file is kept as it is; `DiagnosticRenderer` escapes it for printing.
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

    /// An error diagnostic.
    static func error(
        _ message: String, at location: SourceLocation, path: String? = nil, suggestion: String? = nil
    ) -> Diagnostic {
        Diagnostic(severity: .error, location: location, jsonPath: path, message: message, suggestion: suggestion)
    }

    /// A warning diagnostic.
    static func warning(
        _ message: String, at location: SourceLocation, path: String? = nil, suggestion: String? = nil
    ) -> Diagnostic {
        Diagnostic(severity: .warning, location: location, jsonPath: path, message: message, suggestion: suggestion)
    }

    /// The one line `FILE:LINE:COL: SEVERITY: MESSAGE (at JSON-PATH); SUGGESTION`, unescaped
    /// (print it through `DiagnosticRenderer`).
    public var description: String {
        var line = "\(location): \(severity.rawValue): \(message)"
        if let jsonPath, !jsonPath.isEmpty {
            line += " (at \(jsonPath))"
        }
        if let suggestion {
            line += "; \(suggestion)"
        }
        return line
    }
}

/// `a 'text' step`, `an 'integer' step`: a step type with its indefinite article.
func stepOfType(_ typeName: String) -> String {
    let startsWithVowel = typeName.first.map { "aeiouAEIOU".contains($0) } ?? false
    return (startsWithVowel ? "an '" : "a '") + typeName + "' step"
}
