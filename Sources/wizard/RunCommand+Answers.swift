import WizardEngine
import WizardTools

/// Where a run's answers come from, and where they go (docs/cli.md).
extension RunCommand {
    /// `--set`, `--answers`, `--defaults`, `--non-interactive`.
    static func answerSources(_ options: RunOptions, variables: [String: String]) -> Result<AnswerSources, AnswersFile.ReadError> {
        var sources = AnswerSources(useDefaults: options.useDefaults, isNonInteractive: options.isNonInteractive)
        let argumentsAreValid = ProcessEnvironment.argumentsAreValidUTF8
        // Set once: the paths are indexed whenever the dictionary is set.
        var setValues: [String: String] = [:]
        for (path, value) in options.setValues {
            // Never repaired: an argument that was not UTF-8 is refused like an invalid answer.
            if !argumentsAreValid && value.unicodeScalars.contains("\u{FFFD}") {
                return .failure(AnswersFile.ReadError(.runSetNotUTF8, ["path": path]))
            }
            setValues[path] = value
        }
        sources.setValues = setValues
        if let file = options.answersFile {
            // A reference that cannot be resolved fails the run only when a step takes its answer.
            switch AnswersFile.read(contentsOf: file, variables: variables, messages: options.messages) {
            case .success(let contents):
                sources.answersFile = contents.value
                sources.unresolvedReferences = contents.unresolvedReferences
            case .failure(let error): return .failure(error)
            }
        }
        return .success(sources)
    }

    /// Warns, as `wizard check` does, about each answer of the answers file or `--set` that a
    /// completed run never reached (a step skipped by `when`, a branch not taken).
    static func reportUnreachedAnswers(engine: Engine, state: WizardState, options: RunOptions) {
        let sources = engine.sources
        guard sources.answersFile != nil || !sources.setValues.isEmpty || !sources.unresolvedReferences.isEmpty else { return }
        let provided = ProvidedAnswerSource(catalog: engine.catalog, answersFile: options.answersFile)
        let check = AnswerCheck(
            catalog: engine.catalog, environment: engine.environment, setValues: options.setValues, answersFile: sources.answersFile,
            answersNode: provided.answersNode(), answersFileName: options.answersFile ?? "answers file", isStrict: options.isStrict)
        let reached = Set(state.answers.keys.filter { !$0.contains("#") })
        for problem in check.keyProblems(positions: check.answerPositions, reached: reached) {
            if case .unreachable = problem.kind { Console.err(problem.line + "\n") }
        }
    }

    /// Writes the lines a run consumed (`--record`), secrets left out, mode 0600.
    static func record(_ log: WizardRunner.Log, to file: String, messages: Messages) {
        let text = log.consumedLines.compactMap { $0 }.map { $0 + "\n" }.joined()
        do { try AtomicFile.write(text, to: file) } catch { Console.warning(error.description(in: messages)) }
    }

    /// How writing the answers ended.
    enum AnswersWritten {
        case written
        /// Standard output or `--output` could not take them (reported).
        case writeFailed
        /// The format cannot hold them, whatever the target (reported).
        case cannotFormat
        /// An answer cannot be printed in this format: a name that changes the shell, a
        /// NUL (reported; an answers error).
        case refusedAnswer
    }

    /// Prints or writes the answers in the chosen format.
    static func writeAnswers(engine: Engine, state: WizardState, options: RunOptions) -> AnswersWritten {
        let text: String
        switch options.format {
        case .json:
            text = engine.answers(of: state, redactingSecrets: options.redacts).jsonText() + "\n"
        case .cookiecutter:
            // A cookiecutter user config file whose default_context holds the answers, for
            // `cookiecutter --no-input --config-file FILE TEMPLATE` (docs/migrating.md).
            text = "{\"default_context\": " + engine.answers(of: state, redactingSecrets: options.redacts).jsonText(pretty: false) + "}\n"
        case .env:
            do {
                text = try engine.answers(of: state, redactingSecrets: options.redacts).environmentLines(
                    prefix: options.envPrefix, accepting: Set(options.acceptedEnvNames))
            } catch {
                switch error {
                case .collision(let name, let paths):
                    Console.error(
                        options.messages.text(
                            .runEnvCollision,
                            [
                                "paths": options.messages.text(
                                    .runAnd, ["first": paths.dropLast().joined(separator: ", "), "second": paths.last ?? ""]),
                                "name": name,
                            ])
                    )
                    return .cannotFormat
                case .reservedName(let path, let name):
                    Console.error(
                        options.messages.text(.runEnvDangerous, ["path": path, "name": name])
                    )
                    return .refusedAnswer
                case .holdsNUL(let path):
                    Console.error(options.messages.text(.runEnvNUL, ["path": path]))
                    return .refusedAnswer
                }
            }
        }
        guard let file = options.outputFile else {
            guard let failure = FileDescriptorIO.writeReportingFailure(text, to: 1) else { return .written }
            Console.error(options.messages.text(.runCannotWriteOutput, ["reason": failure.rendered(options.messages)]))
            return .writeFailed
        }
        // Looked at again: what was checked before the first question may have changed.
        if let problem = WriteTarget.problem(writing: file, messages: options.messages) {
            Console.error(options.messages.text(.runCannotWriteFile, ["file": file, "reason": problem]))
            return .writeFailed
        }
        do {
            try AtomicFile.write(text, to: file)
        } catch {
            Console.error(
                options.messages.text(.runCannotWriteFile, ["file": error.path, "reason": error.text.rendered(options.messages)]))
            return .writeFailed
        }
        return .written
    }
}
