import WizardEngine

/// One option: its name, the kind of value it takes (none for a flag) and one line of
/// description (a key of the message catalogues; the name and the value's placeholder are
/// never translated).
struct OptionSpec: Equatable {
    var name: String
    var value: OptionValueKind?
    var summary: MessageKey
    /// Whether giving it again adds to it (`--set`) instead of replacing it.
    var isRepeatable = false

    /// `--format json|env`, `--answers FILE`, `--redact`.
    var synopsis: String { value.map { "\(name) \($0.placeholder)" } ?? name }
}

/// What an option's value is: how help names it and what Tab offers for it.
enum OptionValueKind: Equatable {
    /// A file name.
    case file
    /// One of fixed words (`json|env`).
    case choice([String])
    /// `PATH=VALUE`, PATH an answer path of the named flow.
    case assignment
    /// A step path of the named flow (`db.port`).
    case stepPath
    /// A name from a fixed vocabulary (a plugin name, a prefix): completed with nothing.
    case word(String)

    /// How help shows the value.
    var placeholder: String {
        switch self {
        case .file: "FILE"
        case .choice(let words): words.joined(separator: "|")
        case .assignment: "PATH=VALUE"
        case .stepPath: "STEP-PATH"
        case .word(let placeholder): placeholder
        }
    }
}
