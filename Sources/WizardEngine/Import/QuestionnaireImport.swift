/// The questionnaire formats `wizard import` reads.
package enum QuestionnaireFormat: String, Sendable, Equatable {
    /// A cookiecutter `cookiecutter.json`.
    case cookiecutter
    /// A Copier `copier.yml` or `copier.yaml`.
    case copier

    /// The format a file is, from its name (`cookiecutter.json`, `copier.yml`,
    /// `copier.yaml`); nil for any other name.
    package init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        switch name {
        case "cookiecutter.json": self = .cookiecutter
        case "copier.yml", "copier.yaml": self = .copier
        default: return nil
        }
    }
}

/// Something an import tells the user: a question it could not translate in full, or a
/// part of the file it ignores.
package struct ImportNote: Sendable, Equatable {
    /// The line (from 1) the note is about.
    package var line: Int
    /// The column (from 1).
    package var column: Int
    /// The sentence, naming the question, the expression and why.
    package var message: String
    /// True for a warning (a value lost), false for a note (something ignored on purpose).
    package var isWarning: Bool
}

/// A questionnaire translated into a flow.
package struct ImportedFlow: Sendable, Equatable {
    /// The flow.
    package var flow: FlowJSON
    /// What the user should know, in file order.
    package var notes: [ImportNote]

    /// The flow file's text.
    package var text: String { flow.text() + "\n" }
}

/// Why a questionnaire file cannot be translated at all.
package struct ImportError: Error, Sendable, Equatable {
    package var line: Int
    package var column: Int
    package var message: String
}

/// Translates cookiecutter and Copier questionnaires into flows (docs/migrating.md).
/// Pure: the caller reads the file.
package enum QuestionnaireImport {
    /// Translates a questionnaire's text.
    ///
    /// - Parameters:
    ///   - text: the file's contents.
    ///   - format: which tool's questionnaire it is.
    ///   - flowID: the id of the flow made (the template's folder name, say).
    /// - Returns: the flow and its notes.
    /// - Throws: `ImportError` when the file is not valid JSON/YAML or not an object of
    ///   questions.
    package static func translate(_ text: String, format: QuestionnaireFormat, flowID: String) throws(ImportError) -> ImportedFlow {
        let root: YAMLNode
        do {
            root = try YAMLReader.read(text, booleans: format == .copier ? .yaml11 : .core)
        } catch {
            throw ImportError(line: error.line, column: error.column, message: error.message)
        }
        guard let pairs = root.pairs else {
            throw ImportError(line: root.line, column: root.column, message: "expected an object of questions at the top of the file")
        }
        let id = isIdentifier(flowID) ? flowID : format.rawValue
        switch format {
        case .cookiecutter:
            var importer = CookiecutterImporter()
            return importer.translate(pairs, flowID: id)
        case .copier:
            var importer = CopierImporter()
            return importer.translate(pairs, flowID: id)
        }
    }

    static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else {
            return false
        }
        return s.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-")
        }
    }

    static let reservedIDs: Set<String> = ["root", "parent", "env", "value"]

    /// Python's `str()` of a scalar, as cookiecutter and Copier turn values into text.
    static func pythonText(_ node: YAMLNode) -> String? {
        switch node.value {
        case .string(let s): s
        case .integer(let i): String(i)
        case .number(let d): d == d.rounded() && abs(d) < 1e16 ? String(Int(d)) + ".0" : String(d)
        case .bool(let b): b ? "True" : "False"
        case .null: "None"
        default: nil
        }
    }
}
