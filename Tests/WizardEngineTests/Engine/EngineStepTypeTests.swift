import Testing

@testable import WizardEngine

/// docs/writing-flows.md: what each step type accepts and refuses, defaults, `required`,
/// `validate`, the 64 KiB input limit. Every refusal row also proves the state unchanged
/// (`EngineScript` checks it for every line).
@Suite struct EngineStepTypeTests {
    static func one(_ step: Step) -> [Step] { [step, Build.text("end", required: false)] }
    static func refused(_ path: String, _ reason: String) -> Expect {
        .refused(.invalidAnswer(path: path, reason: reason), asking: path)
    }
    static let colors = ["red", "green", "blue"]
    static let home = EngineEnvironment(homeDirectory: "/home/u", fileKind: { $0 == "/etc/f" ? .file : $0 == "/etc" ? .directory : nil })

    static let confirms: [EngineCase] = ["y", "Y", "yes", "YeS", "n", "N", "no", "NO"].map { spelling in
        let value = spelling.lowercased().hasPrefix("y")
        return EngineCase(
            "confirm accepts '\(spelling)' in any case", steps: one(Build.confirm("ok")), [spelling, ""],
            .output(#"{"ok":\#(value),"end":""}"#))
    }

    static let cases: [EngineCase] =
        confirms + [
            EngineCase(
                "confirm refuses other words", steps: one(Build.confirm("ok")), ["yep"],
                refused("ok", "expected y, yes, n or no, found 'yep'")),
            EngineCase(
                "confirm takes typed 'TRUE' as every source does", steps: one(Build.confirm("ok")), ["TRUE", ""],
                .output(#"{"ok":true,"end":""}"#)),
            EngineCase(
                "confirm takes typed 'False' as every source does", steps: one(Build.confirm("ok")), ["False", ""],
                .output(#"{"ok":false,"end":""}"#)),
            EngineCase(
                "confirm: empty takes the default", steps: one(Build.confirm("ok", default: true)), ["", ""],
                .output(#"{"ok":true,"end":""}"#)),
            EngineCase(
                "confirm: empty with no default is refused", steps: one(Build.confirm("ok")), [""], refused("ok", "an answer is required")),
            EngineCase("select by 1-based number", steps: one(Build.select("c", colors)), ["2", ""], .output(#"{"c":"green","end":""}"#)),
            EngineCase("select by value", steps: one(Build.select("c", colors)), ["blue", ""], .output(#"{"c":"blue","end":""}"#)),
            EngineCase(
                "select refuses number past the end (bug: off by one)", steps: one(Build.select("c", colors)), ["4"],
                refused("c", "expected a number from 1 to 3 or one of red, green, blue, found '4'")),
            EngineCase(
                "select refuses 0 (numbers are 1-based)", steps: one(Build.select("c", colors)), ["0"],
                refused("c", "expected a number from 1 to 3 or one of red, green, blue, found '0'")),
            EngineCase(
                "select: empty takes the default", steps: one(Build.select("c", colors, default: "red")), ["", ""],
                .output(#"{"c":"red","end":""}"#)),
            EngineCase(
                "select: empty with no default is refused", steps: one(Build.select("c", colors)), [""],
                refused("c", "an answer is required")),
            EngineCase(
                "multiselect numbers, comma separated", steps: one(Build.multiselect("m", ["a", "b", "c"])), ["1,3", ""],
                .output(#"{"m":["a","c"],"end":""}"#)),
            EngineCase(
                "multiselect values, space separated, kept in choice order", steps: one(Build.multiselect("m", ["a", "b", "c"])),
                ["c a", ""],
                .output(#"{"m":["a","c"],"end":""}"#)),
            EngineCase(
                "multiselect numbers and values mixed, comma and space", steps: one(Build.multiselect("m", ["a", "b", "c"])), ["2, c", ""],
                .output(#"{"m":["b","c"],"end":""}"#)),
            EngineCase(
                "multiselect: empty with no default gives []", steps: one(Build.multiselect("m", ["a", "b"])), ["", ""],
                .output(#"{"m":[],"end":""}"#)),
            EngineCase(
                "multiselect: empty takes the default", steps: one(Build.multiselect("m", ["a", "b"], default: ["b"])), ["", ""],
                .output(#"{"m":["b"],"end":""}"#)),
            EngineCase(
                "multiselect refuses an unknown value", steps: one(Build.multiselect("m", ["a", "b", "c"])), ["a,x"],
                refused("m", "expected a number from 1 to 3 or one of a, b, c, found 'x'")),
            EngineCase(
                "multiselect: empty refused when validate.min forbids []", steps: one(Build.multiselect("m", ["a", "b"], min: 1)), [""],
                refused("m", "choose at least 1")),
            EngineCase(
                "multiselect: validate.max counts selections", steps: one(Build.multiselect("m", ["a", "b"], max: 1)), ["1 2"],
                refused("m", "choose at most 1")),
            EngineCase("number accepts a decimal", steps: one(Build.number("x")), ["3.5", ""], .output(#"{"x":3.5,"end":""}"#)),
            EngineCase(
                "number accepts a negative whole number", steps: one(Build.number("x")), ["-2", ""], .output(#"{"x":-2.0,"end":""}"#)),
            EngineCase(
                "number refuses words", steps: one(Build.number("x")), ["abc"],
                refused("x", "expected a number such as 42 or 3.5, found 'abc'")),
            EngineCase(
                "number refuses nan (bug: Double() accepts it)", steps: one(Build.number("x")), ["nan"],
                refused("x", "expected a number such as 42 or 3.5, found 'nan'")),
            EngineCase(
                "number validate.max", steps: one(Build.number("x", min: 0, max: 10)), ["10.5"],
                refused("x", "the answer must be at most 10")),
            EngineCase(
                "integer accepts base 10, spaces trimmed", steps: one(Build.integer("p")), [" 42 ", ""], .output(#"{"p":42,"end":""}"#)),
            EngineCase(
                "integer refuses a decimal", steps: one(Build.integer("p")), ["4.5"],
                refused("p", "expected a whole number such as 42, found '4.5'")),
            EngineCase(
                "integer validate.min", steps: one(Build.integer("p", min: 1, max: 65535)), ["0"],
                refused("p", "the answer must be at least 1")),
            EngineCase(
                "integer validate.max is inclusive", steps: one(Build.integer("p", min: 1, max: 65535)), ["65535", ""],
                .output(#"{"p":65535,"end":""}"#)),
            EngineCase(
                "integer: empty takes the default", steps: one(Build.integer("p", default: 8080)), ["", ""],
                .output(#"{"p":8080,"end":""}"#)),
            EngineCase(
                "integer: empty with no default is refused", steps: one(Build.integer("p")), [""], refused("p", "an answer is required")),
            EngineCase(
                "path: leading ~/ expands to the home directory", steps: one(Build.path("f")), ["~/x/y", ""],
                .output(#"{"f":"/home/u/x/y","end":""}"#), environment: home),
            EngineCase(
                "path: ~ elsewhere is kept as typed (bug: expanding every ~)", steps: one(Build.path("f")), ["a/~/b", ""],
                .output(#"{"f":"a/~/b","end":""}"#), environment: home),
            EngineCase(
                "path: must_exist refuses a missing path", steps: one(Build.path("f", mustExist: true)), ["/nope"],
                refused("f", "no file or directory exists at '/nope'"), environment: home),
            EngineCase(
                "path: kind directory refuses a file", steps: one(Build.path("f", kind: .directory)), ["/etc/f"],
                refused("f", "'/etc/f' is a file, expected a directory"), environment: home),
            EngineCase(
                "text: empty required input with no default is refused", steps: one(Build.text("t")), [""],
                refused("t", "an answer is required")),
            EngineCase(
                "text: required false gives \"\"", steps: one(Build.text("t", required: false)), ["", ""], .output(#"{"t":"","end":""}"#)),
            EngineCase(
                "text: empty takes the default", steps: one(Build.text("t", default: "d")), ["", ""], .output(#"{"t":"d","end":""}"#)),
            EngineCase("text: ::x is the literal answer :x", steps: one(Build.text("t")), ["::x", ""], .output(#"{"t":":x","end":""}"#)),
            EngineCase(
                "validate.pattern must match the whole input (bug: partial match accepted)",
                steps: one(Build.text("t").with(\.validation, ValidationRule(pattern: Build.pattern("[a-z]+")))), ["ab1"],
                refused("t", "the answer must match the pattern [a-z]+")),
            EngineCase(
                "validate.pattern accepts a whole match",
                steps: one(Build.text("t").with(\.validation, ValidationRule(pattern: Build.pattern("[a-z]+")))), ["ab", ""],
                .output(#"{"t":"ab","end":""}"#)),
            EngineCase(
                "validate on an optional step: \"\" is still accepted",
                steps: one(Build.text("t", required: false).with(\.validation, ValidationRule(pattern: Build.pattern("[a-z]+")))),
                ["", ""],
                .output(#"{"t":"","end":""}"#)),
            EngineCase(
                "validate.min_length counts characters", steps: one(Build.text("t").with(\.validation, ValidationRule(minLength: 3))),
                ["éé"],
                refused("t", "the answer must have at least 3 characters")),
            EngineCase(
                "validate.max_length counts characters, not bytes (bug: utf8 count)",
                steps: one(Build.text("t").with(\.validation, ValidationRule(maxLength: 2))), ["éé", ""], .output(#"{"t":"éé","end":""}"#)),
            EngineCase(
                "validate.max_length refuses longer", steps: one(Build.text("t").with(\.validation, ValidationRule(maxLength: 2))), ["abc"],
                refused("t", "the answer must have at most 2 characters")),
            EngineCase(
                "validate.expr over value",
                steps: one(Build.text("t").with(\.validation, ValidationRule(expression: Build.expression("value != \"root\"")))),
                ["root"], refused("t", "the answer is not accepted by the step's rule")),
            EngineCase(
                "validate.expr over earlier answers",
                steps: [
                    Build.integer("lo"), Build.integer("hi").with(\.validation, ValidationRule(expression: Build.expression("value > lo"))),
                ],
                ["5", "5"], refused("hi", "the answer is not accepted by the step's rule")),
            EngineCase(
                "validate.message replaces the reason",
                steps: one(Build.integer("p").with(\.validation, ValidationRule(min: 1, message: "a port is 1 to 65535"))), ["0"],
                refused("p", "a port is 1 to 65535")),
            EngineCase(
                "64 KiB: exactly 65536 bytes is accepted (bug: off by one)", steps: [Build.text("t")],
                [String(repeating: "a", count: 65536)],
                .output(#"{"t":"\#(String(repeating: "a", count: 65536))"}"#)),
            EngineCase(
                "64 KiB: 65537 bytes is refused", steps: [Build.text("t")], [String(repeating: "a", count: 65537)],
                refused("t", "the input is longer than 64 KiB")),
            EngineCase(
                "64 KiB counts bytes: 32769 two-byte characters are refused (bug: counting characters)",
                steps: [Build.text("t")], [String(repeating: "é", count: 32769)], refused("t", "the input is longer than 64 KiB")),
            EngineCase(
                "64 KiB also applies to a repeat question",
                [Flow(id: "main", steps: [Build.flow("items", "item", repeat: Repetition())]), Flow(id: "item", steps: [Build.text("x")])],
                [String(repeating: "y", count: 65537)], refused("items", "the input is longer than 64 KiB")),
        ]

    @Test(arguments: cases) func input(_ row: EngineCase) {
        let (observed, problems) = row.run()
        #expect(problems == [])
        #expect(observed == row.expect)
    }
}
