import WizardCore

/// The questionnaire formats `wizard import` reads.
package enum QuestionnaireFormat: String, Sendable, Equatable {
    /// A cookiecutter `cookiecutter.json`.
    case cookiecutter
    /// A Copier `copier.yml` or `copier.yaml`.
    case copier

    /// The format named by a file's name (`cookiecutter.json`, `copier.yml`, `copier.yaml`), else nil.
    ///
    /// - Parameter path: the questionnaire's path; only its last component is read.
    package init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        switch name {
        case "cookiecutter.json": self = .cookiecutter
        case "copier.yml", "copier.yaml": self = .copier
        default: return nil
        }
    }
}
