import WizardCore

/// Why a piece of Jinja has no translation.
package struct JinjaUntranslatable: Error, Equatable, Sendable {
    /// What cannot be translated and why, for any language.
    package var text: MessageText
    /// The same in English (`the filter 'tojson' with 0 argument(s) has no counterpart`).
    package var reason: String { text.english }

    /// Creates the reason from a message key and its arguments.
    package init(_ key: MessageKey, _ arguments: [String: String] = [:], parts: [String: MessageText] = [:]) {
        text = MessageText(key, arguments, parts: parts)
    }

    /// Creates the reason from a message.
    package init(_ text: MessageText) { self.text = text }
}
