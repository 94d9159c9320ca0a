import WizardReadline

/// The text of `wizard --help` and `wizard help COMMAND`.
enum HelpText {
    static let commands = ["run", "check", "validate", "list", "graph", "schema", "template", "import", "plugins", "help"]

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
          wizard import FILE           a cookiecutter.json or copier.yml as a flow (run,
                                       validate, check and graph read them directly too)
          wizard plugins [FLOW]        process plugins found on PATH (and declared by
                                       FLOW), where, and what each provides
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
        case "plugins": return plugins
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
          --redact              print secrets as "***"
          --no-color            no colour (also NO_COLOR, TERM=dumb)
          --allow-plugin NAME   let the flow run the process plugin NAME without asking
                                (repeatable; also WIZARD_ALLOW_PLUGINS=NAME,NAME)

        The UI goes to standard error; the answers go to standard output.

        """

    static let validate = """
        Usage: wizard validate FLOW...

        Loads each flow and its imports and runs every check. Diagnostics go to standard
        error as FILE:LINE:COL: error: MESSAGE. Exit status 1 when any flow has an error.
        A process plugin the flow uses is asked what it provides when it is found (a
        plugin declared in the flow's folder only with consent); one that is not
        installed is a warning.

        """

    static let plugins = """
        Usage: wizard plugins [FLOW]

        Lists the process plugins found: every wizard-plugin-NAME on PATH and, with FLOW,
        those the flow declares in its folder (run only with consent). For each: its
        name, where it is, and what it provides (its answer to describe). See
        docs/plugins.md.

        """
}
