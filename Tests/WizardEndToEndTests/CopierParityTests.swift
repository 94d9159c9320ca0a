import Foundation
import Testing
import WizardTestSupport

@testable import WizardEngine
@testable import WizardImport

/// Small questionnaires, one for each way a translation once differed from Copier 9.19.1 or
/// cookiecutter 2.7.1: `wizard run FILE --defaults --non-interactive --set …` gives the
/// answers the tool gives (recorded here from the tool), or refuses loudly (exit 3, a
/// warning naming the question) where the import cannot translate.
@Suite struct CopierParityTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var file = "copier.yml"
        var text: String
        var sets: [String] = []
        /// The tool's answers, as JSON; nil when wizard must refuse (exit 3).
        var expected: String?
        /// What standard error must say.
        var stderr = ""
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "strftime is the current time", text: "year:\n  default: \"{{ '%Y' | strftime }}\"\n", expected: #"{"year": "2026"}"#),
        Case(
            name: "a chained comparison in a validator accepts its bound",
            text: "n:\n  type: int\n  default: 100\n  validator: \"{% if not 0 <= n <= 100 %}out of range{% endif %}\"\n",
            expected: #"{"n": 100}"#),
        Case(
            name: "a chained comparison refuses past its bound",
            text: "n:\n  type: int\n  default: 100\n  validator: \"{% if not 0 <= n <= 100 %}out of range{% endif %}\"\n",
            sets: ["n=101"], stderr: "out of range"),
        Case(
            name: "regex_replace with a literal anchored pattern",
            text: "name: shop-suffix\nbase:\n  default: \"{{ name | regex_replace('-suffix$', '') }}\"\n",
            expected: #"{"name": "shop-suffix", "base": "shop"}"#),
        Case(
            name: "regex_replace with a character class",
            text: "name: \"My Shop 2\"\nslug:\n  default: \"{{ name | regex_replace('[^A-Za-z0-9]+', '-') | lower }}\"\n",
            expected: #"{"name": "My Shop 2", "slug": "my-shop-2"}"#),
        Case(
            name: "regex_replace with groups, a named group and group references",
            text:
                "name: \"Ada Lovelace\"\nswap:\n  default: \"{{ name | regex_replace('^(\\\\w+) (?P<last>\\\\w+)$', '\\\\\\\\g<last>, \\\\\\\\1') }}\"\n",
            expected: #"{"name": "Ada Lovelace", "swap": "Lovelace, Ada"}"#),
        Case(
            name: "regex_search in a when and as a value (None when nothing matches)",
            text:
                "name: shop\nw:\n  default: yes-asked\n  when: \"{{ name | regex_search('^[a-z]+$') }}\"\nfound:\n  default: \"{{ name | regex_search('[0-9]+') }}\"\n",
            expected: #"{"name": "shop", "w": "yes-asked", "found": "None"}"#),
        Case(
            name: "a regex backreference is refused: --defaults stops at the question",
            text: "name: aa\nb:\n  default: \"{{ name | regex_replace('(a)\\\\\\\\1', 'x') }}\"\n",
            stderr: "question 'b': default"),
        Case(
            name: "a bool question's text default is cast as Copier casts it",
            text:
                "q0: my app\nq2:\n  type: bool\n  default: \"{{ q0|regex_search('^[a-z ]+$') }}\"\nq3:\n  type: bool\n  default: \"{{ q0|regex_search('^[0-9]+$') }}\"\nq4:\n  type: bool\n  default: \"{{ '0.0' if q0 else 'x' }}\"\n",
            expected: #"{"q0": "my app", "q2": true, "q3": false, "q4": false}"#),
        Case(
            name: "the default of a skipped number question is computed, and stops the run when it is no number",
            text: "q0: my app\nn:\n  type: float\n  default: \"{{ q0 }}\"\n  when: false\n",
            stderr: "the condition of n could not be evaluated"),
        Case(
            name: "an untranslatable when on a multiselect stops --defaults",
            text:
                "a: x\nms:\n  type: str\n  multiselect: true\n  choices: [a, b]\n  default: [a]\n  when: \"{{ a | tojson }}\"\n",
            stderr: "always asked, without a default"),
        Case(
            name: "a templated multiselect default of list literals",
            text:
                "x: z\nms:\n  type: str\n  multiselect: true\n  choices: [a, b, c]\n  default: \"{{ ['a', 'c'] if x == 'z' else ['b'] }}\"\n",
            expected: #"{"x": "z", "ms": ["a", "c"]}"#),
        Case(
            name: "a templated yaml default of a list literal",
            text: "x: z\ny:\n  type: yaml\n  default: \"{{ [1, 'two', True] if x == 'z' else [] }}\"\n",
            expected: #"{"x": "z", "y": [1, "two", true]}"#),
        Case(
            name: "a macro import in a branch not taken leaves the other branch's default",
            text:
                "a: x\nb:\n  default: \"{% if a == 'y' %}{% from 'm.jinja' import f with context %}{{ f() }}{% else %}plain{% endif %}\"\n",
            expected: #"{"a": "x", "b": "plain"}"#, stderr: "question 'b': a branch of the default"),
        Case(
            name: "a macro import in the branch taken stops --defaults at the question",
            text:
                "a: x\nb:\n  default: \"{% if a == 'y' %}{% from 'm.jinja' import f with context %}{{ f() }}{% else %}plain{% endif %}\"\n",
            sets: ["a=y"], stderr: "b: invalid answer from the default"),
        Case(
            name: "an include outside any branch is refused at load: asked without a default",
            text: "a: x\nb:\n  default: \"{% include 'part.jinja' %}\"\n", stderr: "question 'b': default"),
        Case(
            name: "a templated multiselect default of literals",
            text: "x: z\nms:\n  type: str\n  multiselect: true\n  choices: [a, b, c]\n  default: \"{{ '[a, b]' if x != 'y' else [] }}\"\n",
            sets: ["x=y"], expected: #"{"x": "y", "ms": []}"#),
        Case(
            name: "an untranslatable multiselect default stops --defaults",
            text: "x: z\nms:\n  type: str\n  multiselect: true\n  choices: [a, b, c]\n  default: \"{{ x.split(',') }}\"\n",
            stderr: "as a JSON list"),
        Case(
            name: "--set takes Copier's YAML for a multiselect and a yaml question",
            text:
                "platforms:\n  type: str\n  multiselect: true\n  choices: [linux, mac, win]\n  default: []\nx:\n  type: yaml\n  default: 1\n",
            sets: [#"platforms=["linux"]"#, "x=nothing"], expected: #"{"platforms": ["linux"], "x": "nothing"}"#),
        Case(
            name: "--set takes Copier's booleans",
            text: "b:\n  type: bool\n  default: false\nc:\n  type: bool\n  default: true\n", sets: ["b=1", "c=off"],
            expected: #"{"b": true, "c": false}"#),
        Case(
            name: "a bool with choices and a boolean template default",
            text: "other:\n  type: bool\n  default: true\nchoice:\n  type: bool\n  choices: [true, false]\n  default: \"{{ other }}\"\n",
            expected: #"{"other": true, "choice": true}"#),
        Case(
            name: "an empty answer to a text question",
            text: "k:\n  type: str\n  default: something\nd:\n  default: \"{{ '' }}\"\n", sets: ["k="],
            expected: #"{"k": "", "d": ""}"#),
        Case(
            name: "a question never asked is computed for the questions that read it",
            text: "name: Shop\nslug:\n  default: \"{{ name|lower }}-x\"\n  when: false\nreader:\n  default: \"{{ slug }}!\"\n",
            expected: #"{"name": "Shop", "reader": "shop-x!"}"#),
        Case(
            name: "a when over a tuple",
            text: "os: linux\nw:\n  default: skipped\n  when: \"{{ os in ('mac', 'win') }}\"\n", expected: #"{"os": "linux"}"#),
        Case(
            name: "Jinja's title filter",
            text: "name: \"my 3rd mp3 player's app\"\nt:\n  default: \"{{ name|title }}\"\n",
            expected: #"{"name": "my 3rd mp3 player's app", "t": "My 3rd Mp3 Player's App"}"#),
        Case(name: "a yaml text default is parsed", text: "y:\n  type: yaml\n  default: \"[a, b]\"\n", expected: #"{"y": ["a", "b"]}"#),
        Case(
            name: "a boolean equals 1, and a float choice keeps its point",
            text:
                "b:\n  type: bool\n  default: true\nc:\n  default: \"{{ b == 1 }}\"\nf:\n  type: float\n  choices: [15.0, 16.0]\n  default: 16.0\n",
            expected: #"{"b": true, "c": "True", "f": 16.0}"#),
        Case(
            name: "a question asked later reads as empty", text: "a:\n  default: \"x{{ b }}y\"\nb: later\n",
            expected: #"{"a": "xy", "b": "later"}"#),
        Case(
            name: "an untranslatable when drops the default",
            text: "a: x\nb:\n  default: guessed\n  when: \"{{ a | tojson }}\"\n", stderr: "always asked, without a default"),
        Case(
            name: "--set names a choice by value, never by position",
            text: "q0:\n  type: int\n  choices: [2, 1, 100]\n  default: 2\n", sets: ["q0=3"], stderr: "3 (not a choice)"),
        Case(
            name: "ordering a question skipped without a default stops, as Jinja does",
            text: "a: 1\nb:\n  type: int\n  choices: [1, 2]\n  when: \"{{ a > 5 }}\"\nc:\n  default: x\n  when: \"{{ b >= 2 }}\"\n",
            stderr: "float"),
        Case(
            name: "cookiecutter renders the numbers of an object variable as text", file: "cookiecutter.json",
            text: #"{"settings": {"level": 3, "on": true, "x": [1, 2.5, null]}}"#,
            expected: #"{"settings": {"level": "3", "on": true, "x": ["1", "2.5", null]}}"#),
    ]

    @Test(
        "the small questionnaire gives the tool's answers, or a loud refusal (catches: each difference found with the real tools)",
        arguments: cases)
    func parity(_ c: Case) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("t/" + c.file, c.text)
        var arguments = ["run", path, "--defaults", "--non-interactive"]
        for s in c.sets { arguments += ["--set", s] }
        // 2026-05-28 12:00 UTC, the year the answers above were recorded in.
        let result = try WizardProcess.run(arguments, environment: ["SOURCE_DATE_EPOCH": "1779969600"])
        #expect(c.stderr.isEmpty || result.stderr.contains(c.stderr), "\(result)")
        guard let expected = c.expected else {
            #expect(result.status == 3, "\(result)")
            return
        }
        #expect(result.status == 0, "\(result)")
        let got = FlowJSON(try YAMLReader.read(result.stdout))
        let want = FlowJSON(try YAMLReader.read(expected))
        #expect(ImportDifferentialTests.strictDifferences(want, got).isEmpty, "\(result)")
    }

    @Test("macros imported from the template folder and included templates give Copier's defaults; a file outside it is refused loudly")
    func macrosAndIncludes() throws {
        let folder = try TemporaryFolder()
        try folder.write("t/macros.jinja", "{% macro slug(name, sep='-') %}{{ name|lower|replace(' ', sep) }}{% endmacro %}\n")
        try folder.write("t/part.jinja", "{{ name|upper }}\n")
        try folder.write("secret.jinja", "{% macro f() %}outside{% endmacro %}\n")
        let path = try folder.write(
            "t/copier.yml",
            """
            name: My Shop
            s:
              default: "{% from 'macros.jinja' import slug with context %}{{ slug(name) }}"
            u:
              default: "{% import 'macros.jinja' as m %}{{ m.slug(name, '_') }}"
            i:
              default: "{% include 'part.jinja' %}"

            """)
        let result = try WizardProcess.run(["run", path, "--defaults", "--non-interactive"])
        #expect(result.status == 0, "\(result)")
        // Copier 9.19.1 gives these answers for the same folder.
        let want = FlowJSON(try YAMLReader.read(#"{"name": "My Shop", "s": "my-shop", "u": "my_shop", "i": "MY SHOP\n"}"#))
        #expect(ImportDifferentialTests.strictDifferences(want, FlowJSON(try YAMLReader.read(result.stdout))).isEmpty, "\(result)")
        let escaping = try folder.write(
            "v/copier.yml", "b:\n  default: \"{% from '../secret.jinja' import f %}{{ f() }}\"\n")
        let refused = try WizardProcess.run(["run", escaping, "--defaults", "--non-interactive"])
        #expect(refused.status == 3, "\(refused)")
        #expect(refused.stderr.contains("question 'b': default"), "\(refused)")
        #expect(!refused.stdout.contains("outside"), "\(refused)")
        // Imported without its context, a macro reading an answer reads it undefined: refused.
        try folder.write("w/m.jinja", "{% macro f() %}{{ name }}{% endmacro %}\n")
        let noContext = try folder.write("w/copier.yml", "name: x\nb:\n  default: \"{% from 'm.jinja' import f %}{{ f() }}\"\n")
        let refusedWithout = try WizardProcess.run(["run", noContext, "--defaults", "--non-interactive"])
        #expect(refusedWithout.status == 3, "\(refusedWithout)")
    }

    @Test(
        "!include and several documents are merged as Copier merges them; a path outside the folder is refused (catches: 'YAML tags are not supported')"
    )
    func includeAndDocuments() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(
            "t/copier.yml", "---\n!include sub/common.yml\n---\nname:\n  default: \"{{ org }}-app\"\nshared: 2\n")
        try folder.write("t/sub/common.yml", "org: acme\nshared: 1\n---\nextra: yes\n")
        let result = try WizardProcess.run(["run", path, "--defaults", "--non-interactive"])
        #expect(result.status == 0, "\(result)")
        // Copier 9.19.1 gives these answers for the same folder (a later key replaces an earlier one, in place).
        let want = FlowJSON(try YAMLReader.read(#"{"org": "acme", "shared": 2, "extra": true, "name": "acme-app"}"#))
        #expect(ImportDifferentialTests.strictDifferences(want, FlowJSON(try YAMLReader.read(result.stdout))).isEmpty, "\(result)")
        let outside = try folder.write("u/copier.yml", "!include ../t/sub/common.yml\n")
        let refused = try WizardProcess.run(["run", outside, "--defaults", "--non-interactive"])
        #expect(refused.status == 1, "\(refused)")
        #expect(refused.stderr.contains("only a file path inside the template folder"), "\(refused)")
    }
}
