/// Translates cookiecutter and Copier questionnaires into flows (docs/migrating.md); the caller reads the file.
package enum QuestionnaireImport {
    /// Translates a questionnaire's text into a flow.
    ///
    /// - Parameters:
    ///   - text: the file's contents.
    ///   - format: which tool's questionnaire it is.
    ///   - flowID: the id of the flow made (the template's folder name, say).
    /// - Returns: the flow and its notes.
    /// - Throws: `ImportError` when the file is not valid JSON/YAML or not an object of
    ///   questions.
    package static func translate(_ text: String, format: QuestionnaireFormat, flowID: String) throws(ImportError) -> ImportedFlow {
        let root = try YAMLReader.read(text, booleans: format == .copier ? .yaml11 : .core)
        guard let pairs = root.members else {
            throw ImportError(line: root.line, column: root.column, message: "expected an object of questions at the top of the file")
        }
        let id = isIdentifier(flowID) ? flowID : format.rawValue
        switch format {
        case .cookiecutter:
            var importer = CookiecutterImporter()
            return importer.translate(pairs, flowID: id)
        case .copier:
            // Jinja cannot read templates whose delimiters are empty: refused, not scanned forever.
            for pair in pairs where pair.key == "_envops" {
                for setting in pair.value.members ?? [] where setting.key.hasSuffix("_string") && setting.value.stringValue == "" {
                    throw ImportError(
                        line: setting.keyLine, column: setting.keyColumn, message: "_envops: '\(setting.key)' cannot be empty")
                }
            }
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
    static func pythonText(_ node: JSONNode) -> String? {
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
