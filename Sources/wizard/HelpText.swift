import WizardReadline

/// The text of `wizard --help` and `wizard help COMMAND`.
enum HelpText {
    static let commands = ["run", "check", "validate", "list", "graph", "schema", "template", "help"]

    static let main = """
        wizard: multi-step onboarding flows in the terminal

        Usage:
          wizard                       run the built-in demo onboarding flow
          wizard run FLOW [options]    run a flow (a path, or the id of a flow in ./Flows
                                       or $WIZARD_FLOWS_PATH)
          wizard check FLOW --answers FILE [--set PATH=VALUE...] [--strict]
                                       dry run of a --non-interactive run: every missing,
                                       invalid, unknown and unused answer at once
          wizard validate FLOW...      load and check flows; diagnostics on standard error
          wizard list                  flows found in ./Flows and $WIZARD_FLOWS_PATH
          wizard graph FLOW [--format dot|mermaid]
                                       the flow as a diagram (Mermaid by default)
          wizard schema                the JSON Schema of flow files (for editors)
          wizard template FLOW         an answers-file skeleton of the flow
          wizard help COMMAND          help for one command
          wizard --help | --version

        At a prompt (typed, interactive or piped):
          :back        go back one step (the old answer is pre-filled)
          :back ID     go back to a step by id or answer path (db.port)
          :root        go back to the first step (of the current sheet or cover)
          :dismiss     close the current sheet, discarding its answers
          :help        the step's help and these commands
          :quit        stop (the session is saved; exit status 130)
          ::text       answer with a text that starts with ':'

        \(ReadlineDriver.keystrokeHelp)
          (at a terminal only; docs/keystrokes.md shows an ~/.inputrc example)

        Exit status: 0 completed, 1 flow error, 2 usage error, 3 answers error,
        130 interrupted or quit, 143 SIGTERM, 129 SIGHUP.

        """

    static func forCommand(_ name: String) -> String? {
        switch name {
        case "run": return run
        case "validate": return validate
        default: return toolHelp(name)
        }
    }

    static let run = """
        Usage: wizard run FLOW [options]

          --answers FILE        answers shaped like the output ({"$env": NAME} and
                                {"$file": PATH} references allowed)
          --set PATH=VALUE      answer a step (repeatable; VALUE read like typed input)
          --defaults            use defaults for steps with no other answer
          --non-interactive     never prompt; a missing answer is an error (exit 3)
          --strict              answer keys that match no step are errors
          --output FILE         write the answers to FILE (atomically, mode 0600)
          --format json|env     JSON (default) or NAME=value lines safe for eval
          --env-prefix PREFIX   put PREFIX before every --format env name
          --redact              print secrets as "***"
          --no-color            no colour (also NO_COLOR, TERM=dumb)

        The UI goes to standard error; the answers go to standard output.

        """

    static let validate = """
        Usage: wizard validate FLOW...

        Loads each flow and its imports and runs every check. Diagnostics go to standard
        error as FILE:LINE:COL: error: MESSAGE. Exit status 1 when any flow has an error.

        """
}
