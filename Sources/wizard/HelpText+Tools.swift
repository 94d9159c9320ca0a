/// The help of `check`, `list`, `graph`, `schema`, `template`, `import` and `help`.
extension HelpText {
    static func toolHelp(_ name: String) -> String? {
        switch name {
        case "check": check
        case "list": list
        case "graph": graph
        case "schema": schema
        case "template": template
        case "import": importHelp
        case "help": help
        default: nil
        }
    }

    static let check = """
        Usage: wizard check FLOW [--answers FILE] [--set PATH=VALUE ...] [--strict]
                                 [--allow-plugin NAME ...]

        A dry run of 'wizard run FLOW --non-interactive' with the same answers: it reports,
        one line each on standard error, every missing answer, every invalid answer (with
        its source: --set, FILE:LINE:COL of the answers file, or env NAME), every answer key
        that matches no step (a warning; an error with --strict) and every answer for a
        step the run would not reach (a warning). A missing or invalid answer is replaced
        by a placeholder so the steps after it are checked too. The flow's process plugins
        run as in that run: allowed by --allow-plugin NAME, WIZARD_ALLOW_PLUGINS or
        consent remembered at a terminal.

        Exit status: 0 when a --non-interactive run would succeed, 3 when it would not
        (or the answers file cannot be read), 1 when the flow cannot be loaded.

        """

    static let list = """
        Usage: wizard list

        Lists the flow files found in ./Flows, then in the folders of $WIZARD_FLOWS_PATH
        (colon-separated), in that order and by file name within a folder: id, title and
        path, then the description. Sub-folders are not searched (Flows/shared holds
        imported pieces). When two files declare the same id the first wins ('wizard run
        ID' runs it) and the others are marked as shadowed.

        """

    static let graph = """
        Usage: wizard graph FLOW [--format dot|mermaid]

        Prints the flow as a diagram (Mermaid by default, or Graphviz DOT): one cluster per
        flow, a node per step (id and type), edges for the default order, 'next' branches
        labelled with the answer ('otherwise' for "*"), dashed edges into steps with a
        'when' condition, and bold edges opening sub-flows labelled push, sheet or cover
        (and repeat MIN..MAX).

        """

    static let schema = """
        Usage: wizard schema

        Prints the JSON Schema (draft 2020-12) of flow files. Point an editor at it, or
        check files with any JSON Schema validator; 'wizard validate' checks more (ids,
        expressions, defaults).

        """

    static let template = """
        Usage: wizard template FLOW

        Prints an answers-file skeleton: every answer the flow can store, in flow order,
        steps with 'when' included, sub-flows nested under their step id and a repeat as
        an array of one item. Each value is the step's default, or null when it has none
        or the default is a template. Fill it in and use it with --answers FILE.

        """

    static let importHelp = """
        Usage: wizard import FILE

        Prints FILE, a cookiecutter.json or a copier.yml / copier.yaml, translated into a
        flow. What cannot be translated is a warning on standard error naming the question,
        the expression and why; that question is then asked without a default. run,
        validate, check and graph also read these files directly (recognised by name).
        docs/migrating.md lists what is translated.

        """

    static let help = """
        Usage: wizard help [COMMAND]

        Prints the help of a command (run, check, validate, list, graph, schema, template,
        import, plugins), or the overview without one.

        """
}
