/// A sentence of the program kept as a message key and its arguments, so whatever prints it
/// chooses the language: `MessageText(.loadUnknownKey, ["key": "'promt'"], ["context": ...])`.
///
/// An argument is either text put in as it is (an id, a number, text quoted from a flow
/// file, which whatever prints the sentence escapes) or another message, rendered in the same
/// language (a fixed phrase such as *in step* or *a 'select' step*).
public struct MessageText: Sendable, Equatable {
    /// The message's key in the catalogues.
    public var key: MessageKey
    /// The arguments that are text, by placeholder name; never translated.
    public var arguments: [String: String]
    /// The arguments that are messages themselves, by placeholder name.
    public var parts: [String: MessageText]

    /// Creates a message text.
    ///
    /// - Parameters:
    ///   - key: the message's key.
    ///   - arguments: the placeholders filled with text as it is.
    ///   - parts: the placeholders filled with other messages, in the same language.
    public init(_ key: MessageKey, _ arguments: [String: String] = [:], parts: [String: MessageText] = [:]) {
        self.key = key
        self.arguments = arguments
        self.parts = parts
    }

    /// A text that is no message of the catalogues (an embedder's or a plugin's own words,
    /// a reason quoted from elsewhere), which prints as it is in every language.
    public static func verbatim(_ text: String) -> MessageText {
        MessageText(.loadName, ["name": text])
    }

    /// The sentence in the language of `messages` (English where its catalogues lack a
    /// message), unescaped.
    public func rendered(_ messages: Messages) -> String {
        guard !parts.isEmpty else { return messages.text(key, arguments) }
        var filled = arguments
        for (name, part) in parts { filled[name] = part.rendered(messages) }
        return messages.text(key, filled)
    }

    /// The sentence in English.
    public var english: String { rendered(.english) }
}
