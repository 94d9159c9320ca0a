import WizardCore

/// Why a piece of Jinja has no translation.
package struct JinjaUntranslatable: Error, Equatable, Sendable {
    /// What cannot be translated and why (`the filter 'tojson' has no counterpart`).
    package var reason: String

    package init(_ reason: String) { self.reason = reason }
}
