import WizardCore

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
    package static func translate(
        _ text: String, format: QuestionnaireFormat, flowID: String, include: IncludeReader? = nil
    ) throws(ImportError) -> ImportedFlow {
        let pairs: [JSONMember]
        if format == .copier {
            pairs = try copierConfiguration(text, include: include, depth: 0)
        } else {
            let root = try YAMLReader.read(text, booleans: .core)
            guard let members = root.members else {
                throw ImportError(line: root.line, column: root.column, MessageText(.importNotAnObject))
            }
            pairs = members
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
                        line: setting.keyLine, column: setting.keyColumn, MessageText(.importEnvopsEmpty, ["setting": setting.key]))
                }
            }
            var importer = CopierImporter()
            importer.readFile = include
            return importer.translate(pairs, flowID: id)
        }
    }

    /// Reads a file `!include` names (relative to the template folder), or throws why not.
    package typealias IncludeReader = (String) throws(ImportError) -> String

    /// How deep `!include` may nest.
    static let maximumIncludeDepth = 8

    /// A copier.yml's documents merged into one mapping, as Copier merges them: an
    /// `!include` brings its file's documents in, and a later key replaces an earlier one.
    static func copierConfiguration(_ text: String, include: IncludeReader?, depth: Int) throws(ImportError) -> [JSONMember] {
        var pairs: [JSONMember] = []
        var positions: [String: Int] = [:]
        for document in try YAMLReader.readDocuments(text, booleans: .yaml11) {
            var members: [JSONMember]
            switch document {
            case .node(let root):
                if root.value == .null { continue }
                guard let m = root.members else {
                    throw ImportError(line: root.line, column: root.column, MessageText(.importNotAnObject))
                }
                members = m
            case .include(let path, let line, let column):
                guard let include else {
                    throw ImportError(line: line, column: column, MessageText(.importIncludeHere, ["path": path]))
                }
                guard depth < maximumIncludeDepth else {
                    throw ImportError(
                        line: line, column: column, MessageText(.importIncludeTooDeep, ["limit": String(maximumIncludeDepth)]))
                }
                let included: String
                do {
                    included = try include(path)
                } catch {
                    throw ImportError(line: line, column: column, error.text)
                }
                do {
                    members = try copierConfiguration(included, include: include, depth: depth + 1)
                } catch {
                    let place = ["path": path, "line": String(error.line), "column": String(error.column)]
                    throw ImportError(line: line, column: column, MessageText(.importIncludeIn, place, parts: ["reason": error.text]))
                }
            }
            for member in members {
                if let index = positions[member.key] {
                    pairs[index] = member
                } else {
                    positions[member.key] = pairs.count
                    pairs.append(member)
                }
            }
        }
        return pairs
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
