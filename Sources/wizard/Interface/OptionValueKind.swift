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
