import WizardEngine
import WizardImport

/// Reading a cookiecutter.json or copier.yml as a flow (recognised by the file's name),
/// for `wizard import` and for every command that loads a flow.
enum QuestionnaireLoading {
    /// The translated flow of the questionnaire at `path`, with its notes printed on
    /// standard error; nil after printing why it cannot be read or translated. The
    /// sentences are in the language of `messages`; the positions and `error:`, `warning:`
    /// and `note:` are the same in every language.
    static func translate(_ path: String, format: QuestionnaireFormat, messages: Messages, printsNotes: Bool = true) -> ImportedFlow? {
        let bytes: [UInt8]
        do {
            bytes = try LocalFileSystem().readFile(path)
        } catch {
            let reason = FlowFileError.reason(of: error)
            Console.error(MessageText(.importCannotRead, ["path": path], parts: ["reason": reason]).rendered(messages))
            return nil
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            Console.line("\(path):1:1: error: " + messages.text(.importNotUTF8))
            return nil
        }
        let folder = path.split(separator: "/").dropLast().last.map(String.init) ?? format.rawValue
        do {
            let imported = try QuestionnaireImport.translate(text, format: format, flowID: folder, include: includeReader(beside: path))
            if printsNotes {
                for note in imported.notes {
                    let kind = note.isWarning ? "warning" : "note"
                    Console.line("\(path):\(note.line):\(note.column): \(kind): \(note.text.rendered(messages))")
                }
            }
            return imported
        } catch {
            Console.line("\(path):\(error.line):\(error.column): error: \(error.text.rendered(messages))")
            return nil
        }
    }

    /// Reads the files a copier.yml's `!include` names: relative paths inside its folder, no wildcards.
    static func includeReader(beside path: String) -> QuestionnaireImport.IncludeReader {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        let folder = parts.isEmpty ? "." : (parts.joined(separator: "/").isEmpty ? "/" : parts.joined(separator: "/"))
        return { (name: String) throws(ImportError) -> String in
            func refused(_ reason: MessageText) -> ImportError {
                ImportError(line: 1, column: 1, MessageText(.importIncludeUnreadable, ["path": name], parts: ["reason": reason]))
            }
            guard !name.hasPrefix("/"), !name.split(separator: "/").contains(".."), !name.contains(where: { "*?[".contains($0) }) else {
                throw ImportError(line: 1, column: 1, MessageText(.importIncludeOutside, ["path": name]))
            }
            let bytes: [UInt8]
            do {
                bytes = try LocalFileSystem().readFile(name, beneath: folder, followsLinksInside: false)
            } catch {
                throw refused(FlowFileError.reason(of: error))
            }
            guard let text = String(validating: bytes, as: UTF8.self) else { throw refused(MessageText(.importNotUTF8)) }
            return text
        }
    }

    /// `--set` values for a copier.yml in Copier's `--data` syntax (a YAML list for a
    /// multiselect, YAML for a `yaml` question, Copier's booleans), as the translated flow reads them.
    static func setValuesInToolSyntax(_ values: [String: String], flow path: String, messages: Messages) -> [String: String] {
        guard !values.isEmpty, QuestionnaireFormat(path: path) == .copier,
            let imported = translate(path, format: .copier, messages: messages, printsNotes: false)
        else { return values }
        var out = values
        for (key, value) in values {
            if let text = imported.copierAnswers[key]?.wizardText(value) { out[key] = text }
        }
        return out
    }

    /// Loads `path`: a questionnaire through its translation (its problems said in the
    /// language of `messages`), any other file as a flow. The `--format env` name warnings
    /// come only with `checksEnvironmentNames`.
    static func load(_ path: String, messages: Messages, checksEnvironmentNames: Bool = false, language: String? = nil) -> LoadResult? {
        let loader = FlowLoading.loader(checksEnvironmentNames: checksEnvironmentNames, language: language)
        guard let format = QuestionnaireFormat(path: path) else { return loader.load(fileAt: path) }
        guard let imported = translate(path, format: format, messages: messages) else { return nil }
        return loader.load(string: imported.text, name: path + " (imported)")
    }
}
