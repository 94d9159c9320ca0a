/// Generated flows for benchmarks: text, integer, confirm and select steps with `when`,
/// `validate` and templates, every step with a default, and an answers file for each.
enum GeneratedFlow {
    static func json(steps count: Int) -> String {
        var out = #"{"id": "bench", "title": "Bench", "steps": ["#
        for i in 0..<count {
            if i > 0 { out += ",\n" }
            switch i % 4 {
            case 0:
                out +=
                    #"{"id": "s\#(i)", "type": "text", "prompt": "Name \#(i)?", "default": "value-\#(i)", "validate": {"pattern": "[a-z0-9-]+", "max_length": 40}}"#
            case 1:
                out +=
                    #"{"id": "s\#(i)", "type": "integer", "prompt": "Count for {{ s\#(i - 1) }}?", "default": \#(i), "validate": {"min": 0, "max": 1000000}}"#
            case 2:
                out += #"{"id": "s\#(i)", "type": "confirm", "prompt": "Enable \#(i)?", "default": true, "when": "s\#(i - 1) >= 0"}"#
            default:
                out +=
                    #"{"id": "s\#(i)", "type": "select", "prompt": "Pick \#(i)", "choices": ["a", "b", "c"], "default": "b", "when": "s\#(i - 1) == true || len(s\#(i - 3)) > 0"}"#
            }
        }
        return out + "]}"
    }

    /// An answers file that answers every step of `json(steps:)` (none from its default).
    static func answers(steps count: Int) -> String {
        let members = (0..<count).map { i in
            switch i % 4 {
            case 0: #""s\#(i)": "answer-\#(i)""#
            case 1: #""s\#(i)": \#(i + 1)"#
            case 2: #""s\#(i)": true"#
            default: #""s\#(i)": "c""#
            }
        }
        return "{" + members.joined(separator: ",\n") + "}"
    }
}
