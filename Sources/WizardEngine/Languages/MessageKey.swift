/// The key of every text the program prints to a person; each catalogue has a line per key
/// (`Catalogue+English.swift` is the complete list, with the placeholders each text fills).
public enum MessageKey: String, CaseIterable, Sendable {
    /// The language's own name, as a person of that language writes it.
    case languageName = "language.name"
}
