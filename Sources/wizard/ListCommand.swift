import WizardEngine

/// `wizard list`: the flows in `./Flows` then `$WIZARD_FLOWS_PATH`, one a line, a duplicated id listed
/// as shadowed; all escaped.
enum ListCommand {
    static func run(messages: Messages = .english) -> ExitStatus {
        let entries = FlowDirectory.scan(ProcessEnvironment.variables())
        guard !entries.isEmpty else {
            Console.note(messages.text(.listNoFlows))
            return .success
        }
        Console.out(text(of: entries, messages: messages))
        return .success
    }

    /// The listing of `entries`, in their (search) order.
    static func text(of entries: [FlowDirectory.Entry], messages: Messages = .english) -> String {
        let rows = entries.map { entry in
            (id: TerminalText.escape(entry.id), title: TerminalText.escape(entry.title ?? "-"), entry: entry)
        }
        let idWidth = rows.map(\.id.count).max() ?? 0
        let titleWidth = rows.map(\.title.count).max() ?? 0
        var out = ""
        for row in rows {
            var line = pad(row.id, idWidth) + "  " + pad(row.title, titleWidth) + "  " + TerminalText.escape(row.entry.path)
            if row.entry.isShadowed, let winner = entries.first(where: { $0.id == row.entry.id && !$0.isShadowed }) {
                line += "  " + messages.text(.listShadowedBy, ["path": TerminalText.escape(winner.path)])
            }
            out += line + "\n"
            if let description = row.entry.description, !description.isEmpty {
                out += "    " + TerminalText.escape(description) + "\n"
            }
        }
        return out
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
