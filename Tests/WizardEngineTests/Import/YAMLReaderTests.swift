import Foundation
import Testing

@testable import WizardEngine
@testable import WizardImport

/// The YAML reader: the constructs questionnaires use, YAML 1.2 and 1.1 typing, and a
/// position for everything it refuses.
@Suite struct YAMLReaderTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var yaml: String
        var json: String
        var booleans: YAMLBooleans = .core
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "block mapping and nested sequence", yaml: "a: 1\nb:\n  - x\n  - y\nc: {}\n", json: #"{"a": 1, "b": ["x", "y"], "c": {}}"#
        ),
        Case(name: "sequence at its key's indentation", yaml: "list:\n- a\n- b\nnext: 2\n", json: #"{"list": ["a", "b"], "next": 2}"#),
        Case(
            name: "compact mapping in a sequence", yaml: "- name: a\n  size: 2\n- name: b\n",
            json: #"[{"name": "a", "size": 2}, {"name": "b"}]"#),
        Case(
            name: "flow collections over lines", yaml: "x: [1, 'two',\n  {k: v, e: }]\n", json: #"{"x": [1, "two", {"k": "v", "e": null}]}"#
        ),
        Case(name: "comments everywhere", yaml: "# top\na: b # trailing\n# between\nc: 'd#e' # after\n", json: #"{"a": "b", "c": "d#e"}"#),
        Case(name: "plain scalar with # inside", yaml: "a: b#c\n", json: #"{"a": "b#c"}"#),
        Case(
            name: "multi-line plain scalar folds", yaml: "help:\n  one\n  two\n\n  three\nnext: x\n",
            json: #"{"help": "one two\nthree", "next": "x"}"#),
        Case(
            name: "double-quoted escapes and folding", yaml: #"a: "t\tn\n\u00e9 \"q\" \x41""# + "\nb: \"one\n  two\"\n",
            json: #"{"a": "t\tn\né \"q\" A", "b": "one two"}"#),
        Case(name: "single-quoted doubling", yaml: "a: 'it''s'\n", json: #"{"a": "it's"}"#),
        Case(name: "literal block keeps lines, clip", yaml: "a: |\n  one\n   two\n\n\nb: 1\n", json: #"{"a": "one\n two\n", "b": 1}"#),
        Case(name: "literal strip", yaml: "a: |-\n  one\n  two\n", json: #"{"a": "one\ntwo"}"#),
        Case(name: "literal keep", yaml: "a: |+\n  one\n\n\nb: 2\n", json: #"{"a": "one\n\n\n", "b": 2}"#),
        Case(
            name: "folded block", yaml: "a: >\n  one\n  two\n\n  three\n    indented\n  four\n",
            json: #"{"a": "one two\nthree\n  indented\nfour\n"}"#),
        Case(name: "folded strip", yaml: "a: >-\n  one\n  two\n", json: #"{"a": "one two"}"#),
        Case(name: "block scalar with indentation indicator", yaml: "a: |2\n    x\n  y\n", json: #"{"a": "  x\ny\n"}"#),
        Case(
            name: "anchor and alias", yaml: "a: &w \"{{ x }}\"\nb: *w\nc: &m\n  k: 1\nd: *m\n",
            json: #"{"a": "{{ x }}", "b": "{{ x }}", "c": {"k": 1}, "d": {"k": 1}}"#),
        Case(
            name: "merge key, explicit keys win", yaml: "base: &b\n  x: 1\n  y: 2\nderived:\n  <<: *b\n  y: 3\n",
            json: #"{"base": {"x": 1, "y": 2}, "derived": {"x": 1, "y": 3}}"#),
        Case(
            name: "core schema typing",
            yaml: "- ~\n- null\n- true\n- False\n- 12\n- -3\n- 0x1f\n- 0o17\n- 1.5\n- 1e3\n- yes\n- 7.0\n- '12'\n- 1.2.3\n",
            json: #"[null, null, true, false, 12, -3, 31, 15, 1.5, 1000.0, "yes", 7.0, "12", "1.2.3"]"#),
        Case(
            name: "YAML 1.1 booleans and floats (PyYAML)", yaml: "- yes\n- no\n- On\n- off\n- 1e3\n- 1.0e+3\n",
            json: #"[true, false, true, false, "1e3", 1000.0]"#, booleans: .yaml11),
        Case(name: "document markers", yaml: "---\na: 1\n...\n", json: #"{"a": 1}"#),
        Case(name: "empty document", yaml: "# nothing\n", json: "null"),
        Case(
            name: "JSON with tabs and surrogate pairs", yaml: "{\n\t\"a\": \"\\ud83c\\udf6a\",\n\t\"b\": [1, 2.5, true, null]\n}\n",
            json: #"{"a": "🍪", "b": [1, 2.5, true, null]}"#),
        Case(name: "empty values", yaml: "a:\nb: ''\nc: []\n", json: #"{"a": null, "b": "", "c": []}"#),
        Case(name: "CRLF line ends", yaml: "a: 1\r\nb: |\r\n  x\r\n", json: #"{"a": 1, "b": "x\n"}"#),
    ]

    @Test("reads each construct as PyYAML does (catches: wrong folding, chomping, typing, aliasing)", arguments: cases)
    func reads(_ c: Case) throws {
        let got = FlowJSON(try YAMLReader.read(c.yaml, booleans: c.booleans))
        let want = FlowJSON(try YAMLReader.read(c.json))
        #expect(got == want, "got \(got.text())")
    }

    struct Refusal: CustomTestStringConvertible, Sendable {
        var yaml: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { message }
    }

    static let refusals: [Refusal] = [
        Refusal(yaml: "a: !tag x\n", line: 1, column: 4, message: "YAML tags ('!') are not supported"),
        Refusal(yaml: "a: 1\n---\nb: 2\n", line: 2, column: 1, message: "a second YAML document is not supported (one document per file)"),
        Refusal(yaml: "%YAML 1.2\n---\na: 1\n", line: 1, column: 1, message: "directives (%) are not supported"),
        Refusal(yaml: "a: 1\na: 2\n", line: 2, column: 1, message: "duplicate key 'a' (first at line 1)"),
        Refusal(yaml: "a:\n\tb: 1\n", line: 2, column: 1, message: "tabs cannot indent YAML (use spaces)"),
        Refusal(yaml: "a: *nowhere\n", line: 1, column: 4, message: "unknown alias '*nowhere' (an anchor '&nowhere' must come before it)"),
        Refusal(yaml: "a: [1, 2\n", line: 1, column: 4, message: "unterminated flow collection (missing ']')"),
        Refusal(yaml: "a: \"open\n", line: 1, column: 4, message: "unterminated quoted string"),
        Refusal(yaml: "? complex\n: value\n", line: 1, column: 1, message: "complex mapping keys ('? ') are not supported"),
        Refusal(
            yaml: "a: b: c\n", line: 1, column: 4,
            message: "a mapping cannot start on the line of its key (put it on the next line, indented)"),
        Refusal(
            yaml: "a: 1\n  b: 2\n", line: 2, column: 3, message: "a mapping key inside a multi-line plain scalar (check the indentation)"),
        Refusal(yaml: "a: \"x\"\n  b: 1\n", line: 2, column: 3, message: "unexpected indentation in a mapping"),
        Refusal(yaml: "a: \"x\" y\n", line: 1, column: 8, message: "unexpected 'y' after a value"),
        Refusal(yaml: String(repeating: "[", count: 300), line: 1, column: 256, message: "nesting deeper than 256 levels"),
    ]

    @Test("refuses what it does not read with line and column (catches: silent misreads)", arguments: refusals)
    func refuses(_ r: Refusal) {
        let error = #expect(throws: ImportError.self) { try YAMLReader.read(r.yaml) }
        #expect(error.map { [$0.line, $0.column] } == [r.line, r.column])
        #expect(error?.message == r.message)
    }

    @Test(
        "each real copier.yml reads as PyYAML reads it (catches: any difference on real templates)",
        arguments: [
            "copier-complex-questions", "copier-uv", "doodba-copier-template", "jupyterlab-extension-template", "python-copier-template",
        ])
    func realTemplates(_ folder: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Questionnaires/\(folder)")
        let yaml = try String(contentsOf: root.appendingPathComponent("copier.yml"), encoding: .utf8)
        let json = try String(contentsOf: root.appendingPathComponent("copier.yml.json"), encoding: .utf8)
        let got = FlowJSON(try YAMLReader.read(yaml, booleans: .yaml11))
        let want = FlowJSON(try YAMLReader.read(json))
        #expect(Self.sameNumbers(got, want), "\(got.text())")
    }

    /// Equality where an integer equals the same float (JSON from Python writes 7.0 as 7.0,
    /// but a reader may keep either).
    static func sameNumbers(_ a: FlowJSON, _ b: FlowJSON) -> Bool {
        switch (a, b) {
        case (.integer(let x), .number(let y)), (.number(let y), .integer(let x)): Double(x) == y
        case (.array(let x), .array(let y)): x.count == y.count && zip(x, y).allSatisfy { sameNumbers($0, $1) }
        case (.object(let x), .object(let y)):
            x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && sameNumbers($0.1, $1.1) }
        default: a == b
        }
    }
}

/// Hostile YAML stays bounded: aliases are paid for by the nodes they copy, long scalars,
/// many keys and long keys are read in one pass, and empty `_envops` delimiters are refused.
@Suite struct YAMLReaderBoundsTests {
    @Test("nested aliases that would copy millions of nodes are refused naming the limit (catches: an alias bomb read to exhaustion)")
    func aliasBomb() {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
        for i in 1...7 { lines.append("a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 9).joined(separator: ", ") + "]") }
        #expect(throws: ImportError.self) { try YAMLReader.read(lines.joined(separator: "\n") + "\n") }
        do {
            _ = try YAMLReader.read(lines.joined(separator: "\n") + "\n")
        } catch {
            #expect(error.message.contains("100000 nodes"), "\(error.message)")
            #expect(error.line == 6)
        }
        // The same anchors used a few times are read as before.
        let small = try? YAMLReader.read("a: &a [x, y]\nb: *a\nc: {k: *a}\n")
        #expect(small?["c"]?["k"]?.elements?.count == 2)
    }

    @Test("a 64 KiB plain scalar, 100,000 keys and a 400 KB key are read whole (catches: quadratic reading)")
    func largeInputs() throws {
        let scalar = String(repeating: "ab ", count: 21_845) + "a"
        #expect(scalar.utf8.count == 65_536)
        #expect(try YAMLReader.read("q: \(scalar)\n")["q"]?.stringValue == scalar)
        let many = (0..<100_000).map { "k\($0): v" }.joined(separator: "\n") + "\n"
        #expect(try YAMLReader.read(many).members?.count == 100_000)
        let key = String(repeating: "k", count: 400_000)
        #expect(try YAMLReader.read("\(key): 1\n").members?.first?.key == key)
        #expect(throws: ImportError.self) { try YAMLReader.read("a: 1\nb: 2\na: 3\n") }
    }

    @Test(
        "a scalar over 64 KiB is refused in every style, naming the limit (catches: a default of megabytes scanned by every check)",
        arguments: ["q: %@\n", "q: '%@'\n", "q: \"%@\"\n", "q: |\n  %@\n", "q: >\n  %@\n", "q: [%@]\n", "q:\n  - %@\n"])
    func longScalars(_ shape: String) {
        let long = String(repeating: "a", count: 65_537)
        do {
            _ = try YAMLReader.read(shape.replacingOccurrences(of: "%@", with: long))
            Issue.record("a scalar of 65,537 bytes was read")
        } catch {
            #expect(error.message.contains("longer than 64 KiB (the limit"), "\(error.message)")
        }
        let fits = String(repeating: "a", count: 65_000)
        #expect((try? YAMLReader.read(shape.replacingOccurrences(of: "%@", with: fits))) != nil)
    }

    @Test("empty _envops delimiters are refused at load, naming the setting (catches: a template scan that never ends)")
    func emptyDelimiters() {
        let source = "_envops:\n  variable_start_string: \"\"\n  variable_end_string: \"\"\nq: \"{{ x }}\"\n"
        do {
            _ = try QuestionnaireImport.translate(source, format: .copier, flowID: "t")
            Issue.record("an empty delimiter was accepted")
        } catch {
            #expect(error.message == "_envops: 'variable_start_string' cannot be empty")
            #expect(error.line == 2)
        }
    }
}
