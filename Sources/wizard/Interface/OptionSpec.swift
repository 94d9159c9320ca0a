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
