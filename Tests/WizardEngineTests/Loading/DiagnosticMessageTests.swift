import Testing

@testable import WizardEngine

extension Loading {
    /// One case per diagnostic the decoder and the checks produce, with the exact rendered
    /// line (file prefix `/flows/main.json:` dropped). Each would catch a changed message,
    /// a wrong position or JSON path, a lost suggestion, or a check that stopped running.
    @Suite struct DiagnosticMessageTests {
        struct Case: CustomTestStringConvertible, Sendable {
            var name: String
            var flow: String
            var expected: [String]
            var testDescription: String { name }
            init(_ name: String, _ flow: String, _ expected: [String]) {
                self.name = name
                self.flow = flow
                self.expected = expected
            }
        }

        static let cases: [Case] = [
            .init(
                "unknown flow key",
                #"{"id": "f", "titel": "T", "steps": [{"id": "a", "type": "confirm", "prompt": "p"}]}"#,
                [
                    #"1:13: error: unknown key 'titel' in flow (at titel); did you mean 'title'?"#
                ]),
            .init(
                "schema and x- keys allowed",
                #"{"$schema": "s", "x-tool": 1, "id": "f", "steps": [{"id": "a", "type": "confirm", "prompt": "p", "x-note": 2}]}"#,
                []),
            .init(
                "missing flow id",
                #"{"steps": [{"id": "a", "type": "confirm", "prompt": "p"}]}"#,
                [
                    #"1:1: error: missing required key 'id' in flow"#
                ]),
            .init(
                "missing steps",
                #"{"id": "f"}"#,
                [
                    #"1:1: error: missing required key 'steps' in flow"#
                ]),
            .init(
                "empty steps",
                #"{"id": "f", "steps": []}"#,
                [
                    #"1:22: error: a flow needs at least one step (at steps)"#
                ]),
            .init(
                "flow not an object",
                #"[1]"#,
                [
                    #"1:1: error: expected a flow object but found an array"#
                ]),
            .init(
                "wrong value type",
                #"{"id": "f", "title": 3, "steps": [{"id": "a", "type": "confirm", "prompt": "p", "required": "no"}]}"#,
                [
                    #"1:22: error: expected a string or an object of translations by language tag but found integer 3 (at title)"#,
                    #"1:93: error: expected a boolean but found string 'no' (at steps[0].required)"#,
                ]),
            .init(
                "unknown step key",
                #"{"id": "f", "steps": [{"id": "a", "type": "text", "promt": "p"}]}"#,
                [
                    #"1:51: error: unknown key 'promt' in 'text' step (at steps[0].promt); did you mean 'prompt'?"#
                ]),
            .init(
                "key of another type",
                #"{"id": "f", "steps": [{"id": "a", "type": "text", "prompt": "p", "choices": ["x"]}]}"#,
                [
                    #"1:66: error: key 'choices' belongs to 'multiselect' and 'select' steps, not to a 'text' step (at steps[0].choices)"#
                ]),
            .init(
                "missing step id",
                #"{"id": "f", "steps": [{"type": "confirm", "prompt": "p"}]}"#,
                [
                    #"1:23: error: missing required key 'id' in step (at steps[0])"#
                ]),
            .init(
                "missing type",
                #"{"id": "f", "steps": [{"id": "a", "prompt": "p"}]}"#,
                [
                    #"1:23: error: missing required key 'type' in step (at steps[0])"#
                ]),
            .init(
                "unknown type",
                #"{"id": "f", "steps": [{"id": "a", "type": "selct", "prompt": "p"}]}"#,
                [
                    #"1:43: error: unknown step type 'selct' (at steps[0].type); did you mean 'select'?"#
                ]),
            .init(
                "bad present",
                #"{"id": "f", "steps": [{"id": "a", "type": "flow", "flow": "g", "present": "sheeet"}], "flows": {"g": {"steps": [{"id": "b", "type": "confirm", "prompt": "p"}]}}}"#,
                [
                    #"1:75: error: unknown value 'sheeet'; expected one of 'push', 'sheet', 'cover' (at steps[0].present); did you mean 'sheet'?"#
                ]),
            .init(
                "bad path kind",
                #"{"id": "f", "steps": [{"id": "a", "type": "path", "prompt": "p", "kind": "dir"}]}"#,
                [
                    #"1:74: error: unknown value 'dir'; expected one of 'file', 'directory', 'any' (at steps[0].kind); did you mean 'directory'?"#
                ]),
            .init(
                "inline id differs",
                #"{"id": "f", "steps": [{"id": "a", "type": "confirm", "prompt": "p"}], "flows": {"g": {"id": "h", "steps": [{"id": "b", "type": "confirm", "prompt": "p"}]}}}"#,
                [
                    #"1:93: error: flow id 'h' differs from its key 'g' under 'flows' (at flows.g.id)"#
                ]),
            .init(
                "bad next shape",
                #"{"id": "f", "steps": [{"id": "a", "type": "confirm", "prompt": "p", "next": 3}]}"#,
                [
                    #"1:77: error: expected a step id, "$end" or an object but found integer 3 (at steps[0].next)"#
                ]),
            .init(
                "bad choice",
                #"{"id": "f", "steps": [{"id": "a", "type": "select", "prompt": "p", "choices": [[], {"label": "x"}]}]}"#,
                [
                    #"1:80: error: expected a string, a number, a boolean or a choice object but found an array (at steps[0].choices[0])"#,
                    #"1:84: error: missing required key 'value' in choice (at steps[0].choices[1])"#,
                ]),
            .init(
                "message needs text",
                #"{"id": "f", "steps": [{"id": "a", "type": "message"}]}"#,
                [
                    #"1:23: error: missing required key 'text' in 'message' step (at steps[0])"#
                ]),
            .init(
                "invalid regex",
                #"{"id": "f", "steps": [{"id": "a", "type": "text", "prompt": "p", "validate": {"pattern": "[a-"}}]}"#,
                [
                    #"1:90: error: invalid regular expression '[a-': column 1: missing ']' for the class opened here (at steps[0].validate.pattern)"#
                ]),
            .init(
                "unknown validate key",
                #"{"id": "f", "steps": [{"id": "a", "type": "text", "prompt": "p", "validate": {"min_len": 1}}]}"#,
                [
                    #"1:79: error: unknown key 'min_len' in 'validate' (at steps[0].validate.min_len); did you mean 'min_length'?"#
                ]),
            .init(
                // The unknown key is found after the pattern is decoded: both are reported.
                "unknown validate key after a bad value",
                #"{"id": "f", "steps": [{"id": "a", "type": "text", "prompt": "p", "validate": {"pattern": "[a-", "min_len": 1}}]}"#,
                [
                    #"1:90: error: invalid regular expression '[a-': column 1: missing ']' for the class opened here (at steps[0].validate.pattern)"#,
                    #"1:97: error: unknown key 'min_len' in 'validate' (at steps[0].validate.min_len); did you mean 'min_length'?"#,
                ]),
            .init(
                "duplicate step id",
                #"{"id": "f", "steps": [{"id": "a", "type": "confirm", "prompt": "p"}, {"id": "a", "type": "confirm", "prompt": "p"}]}"#,
                [
                    #"1:77: error: duplicate step id 'a' in flow 'f' (first at line 1, column 30) (at steps[1].id)"#
                ]),
            .init(
                "duplicate flow id",
                #"{"id": "f", "steps": [{"id": "a", "type": "confirm", "prompt": "p"}], "flows": {"f": {"steps": [{"id": "b", "type": "confirm", "prompt": "p"}]}}}"#,
                [
                    #"1:81: error: duplicate flow id 'f' (first defined at /flows/main.json:1:8) (at flows.f)"#
                ]),
            .init(
                "invalid step id",
                #"{"id": "f", "steps": [{"id": "a b", "type": "confirm", "prompt": "p"}]}"#,
                [
                    #"1:30: error: invalid step id 'a b': an id starts with a letter or '_' and holds only letters, digits, '_' and '-' (at steps[0].id)"#
                ]),
            .init(
                "invalid flow id",
                #"{"id": "9f", "steps": [{"id": "a", "type": "confirm", "prompt": "p"}]}"#,
                [
                    #"1:8: error: invalid flow id '9f': an id starts with a letter or '_' and holds only letters, digits, '_' and '-' (at id)"#
                ]),
            .init(
                "reserved step id",
                #"{"id": "f", "steps": [{"id": "value", "type": "confirm", "prompt": "p"}]}"#,
                [
                    #"1:30: error: step id 'value' is reserved: 'env', 'parent', 'root' and 'value' name scopes in expressions (at steps[0].id)"#
                ]),
            .init(
                "prompt required",
                #"{"id": "f", "steps": [{"id": "a", "type": "integer"}]}"#,
                [
                    #"1:23: error: missing required key 'prompt' in 'integer' step 'a' (at steps[0])"#
                ]),
            .init(
                "flow step needs flow",
                #"{"id": "f", "steps": [{"id": "a", "type": "flow"}]}"#,
                [
                    #"1:23: error: missing required key 'flow' in 'flow' step (at steps[0])"#
                ]),
            .init(
                "unknown sub-flow",
                #"{"id": "f", "steps": [{"id": "a", "type": "flow", "flow": "dbb"}], "flows": {"db": {"steps": [{"id": "b", "type": "confirm", "prompt": "p"}]}}}"#,
                [
                    #"1:59: error: unknown flow 'dbb' in 'flow' step 'a' (at steps[0].flow); did you mean 'db'?"#
                ]),
            .init(
                "unknown next target",
                #"{"id": "f", "steps": [{"id": "a", "type": "confirm", "prompt": "p", "next": {"true": "$end", "*": "bb"}}, {"id": "b", "type": "confirm", "prompt": "p"}]}"#,
                [
                    #"1:99: error: unknown 'next' target 'bb': flow 'f' has no such step (at steps[0].next.*); did you mean 'b'?"#,
                    #"1:107: warning: step 'b' is never reached from the first step of flow 'f' (at steps[1])"#,
                ]),
            .init(
                "empty choices",
                #"{"id": "f", "steps": [{"id": "a", "type": "multiselect", "prompt": "p", "choices": []}]}"#,
                [
                    #"1:84: error: a 'multiselect' step needs at least one choice (at steps[0].choices)"#
                ]),
            .init(
                "duplicate choice",
                #"{"id": "f", "steps": [{"id": "a", "type": "select", "prompt": "p", "choices": ["x", {"value": "x"}]}]}"#,
                [
                    #"1:95: error: duplicate choice value 'x' (first at line 1, column 80) (at steps[0].choices[1].value)"#
                ]),
            .init(
                "confirm default type",
                #"{"id": "f", "steps": [{"id": "a", "type": "confirm", "prompt": "p", "default": "yes"}]}"#,
                [
                    #"1:80: error: expected a boolean default for a 'confirm' step but found string 'yes' (at steps[0].default)"#
                ]),
            .init(
                "integer default type",
                #"{"id": "f", "steps": [{"id": "a", "type": "integer", "prompt": "p", "default": 2.5}]}"#,
                [
                    #"1:80: error: expected an integer default for an 'integer' step but found number 2.5 (at steps[0].default)"#
                ]),
            .init(
                "select default not a choice",
                #"{"id": "f", "steps": [{"id": "a", "type": "select", "prompt": "p", "choices": ["red", "blue"], "default": "bleu"}]}"#,
                [
                    #"1:107: error: default 'bleu' is not among the choices of step 'a' (at steps[0].default); did you mean 'blue'?"#
                ]),
            .init(
                "multiselect default",
                #"{"id": "f", "steps": [{"id": "a", "type": "multiselect", "prompt": "p", "choices": ["red"], "default": ["red", {}, "rde"]}]}"#,
                [
                    #"1:112: error: expected a choice value but found an object (at steps[0].default[1])"#,
                    #"1:116: error: default 'rde' is not among the choices of step 'a' (at steps[0].default[2])"#,
                ]),
            .init(
                "a default that breaks its own pattern (bug: validate accepted it, the run failed with exit 3)",
                #"{"id": "f", "steps": [{"id": "a", "type": "text", "prompt": "p", "default": "Bad Value", "validate": {"pattern": "[a-z]+"}}]}"#,
                [
                    #"1:77: error: the default string 'Bad Value' breaks the step's own rule: it must match the pattern [a-z]+ (at steps[0].default)"#
                ]),
            .init(
                "a default below its own min",
                #"{"id": "f", "steps": [{"id": "a", "type": "integer", "prompt": "p", "default": 5, "validate": {"min": 10}}]}"#,
                [#"1:80: error: the default integer 5 breaks the step's own rule: it must be at least 10 (at steps[0].default)"#]),
            .init(
                "a default above its own max_length",
                #"{"id": "f", "steps": [{"id": "a", "type": "text", "prompt": "p", "default": "abcd", "validate": {"max_length": 3}}]}"#,
                [
                    #"1:77: error: the default string 'abcd' breaks the step's own rule: it must have at most 3 characters (at steps[0].default)"#
                ]),
            .init(
                "a secret's default breaking min_length is reported without its value",
                #"{"id": "f", "steps": [{"id": "a", "type": "secret", "prompt": "p", "default": "xy", "validate": {"min_length": 8}}]}"#,
                [#"1:79: error: the default breaks the step's own rule: it must have at least 8 characters (at steps[0].default)"#]),
            .init(
                "a multiselect default with fewer choices than its min",
                #"{"id": "f", "steps": [{"id": "a", "type": "multiselect", "prompt": "p", "choices": ["x", "y"], "default": ["x"], "validate": {"min": 2}}]}"#,
                [#"1:107: error: the default breaks the step's own rule: choose at least 2 (at steps[0].default)"#]),
            .init(
                "a type abbreviated gets a did you mean",
                #"{"id": "f", "steps": [{"id": "a", "type": "int", "prompt": "p"}]}"#,
                [#"1:43: error: unknown step type 'int' (at steps[0].type); did you mean 'integer'?"#]),
            .init(
                "misspelt choices: no follow-on error about the default",
                #"{"id": "f", "steps": [{"id": "a", "type": "select", "prompt": "p", "choises": ["go"], "default": "go"}]}"#,
                [
                    #"1:23: error: missing required key 'choices' in 'select' step (at steps[0])"#,
                    #"1:68: error: unknown key 'choises' in 'select' step (at steps[0].choises); did you mean 'choices'?"#,
                ]),
            .init(
                "numeric choices that are list numbers of other choices (the value wins when typed)",
                #"{"id": "f", "steps": [{"id": "a", "type": "select", "prompt": "p", "choices": [2, 1, 3]}]}"#,
                [
                    #"1:80: warning: choice value '2' is also the list number of another choice: typing 2 picks the value 2, never the choice listed as 2 (at steps[0].choices[0])"#,
                    #"1:83: warning: choice value '1' is also the list number of another choice: typing 1 picks the value 1, never the choice listed as 1 (at steps[0].choices[1])"#,
                ]),
            .init(
                "a confirm's next key that no answer gives (bug: typing yes skipped the branch silently)",
                #"{"id": "f", "steps": [{"id": "a", "type": "confirm", "prompt": "p", "next": {"yes": "b", "*": "$end"}}, {"id": "b", "type": "text", "prompt": "q"}]}"#,
                [
                    #"1:78: warning: 'next' key 'yes' never matches: the answer of a 'confirm' step is true or false (at steps[0].next.yes); did you mean 'true'?"#
                ]),
            .init(
                "a select's next key spelt with another case than the choice",
                #"{"id": "f", "steps": [{"id": "a", "type": "select", "prompt": "p", "choices": ["static", "dynamic"], "next": {"Static": "b"}}, {"id": "b", "type": "text", "prompt": "q"}]}"#,
                [
                    #"1:111: warning: 'next' key 'Static' never matches: the answer of a 'select' step is one of 'static', 'dynamic' (at steps[0].next.Static); did you mean 'static'?"#
                ]),
            .init(
                "an integer's next key spelt with a leading zero or sign (its answer text is 3, never 03)",
                #"{"id": "f", "steps": [{"id": "a", "type": "integer", "prompt": "p", "next": {"03": "$end", "+4": "$end"}}]}"#,
                [
                    #"1:78: warning: 'next' key '03' never matches: the answer of an 'integer' step is a whole number such as "3" (at steps[0].next.03); did you mean '3'?"#,
                    #"1:92: warning: 'next' key '+4' never matches: the answer of an 'integer' step is a whole number such as "3" (at steps[0].next.+4); did you mean '4'?"#,
                ]),
            .init(
                "choice values typed alike: a number twice, a boolean beside its text",
                #"{"id": "f", "steps": [{"id": "a", "type": "select", "prompt": "p", "choices": [7, 7, true, "true"]}]}"#,
                [
                    #"1:83: error: duplicate choice value '7' (first at line 1, column 80) (at steps[0].choices[1])"#,
                    #"1:92: error: duplicate choice value 'true' (first at line 1, column 86) (at steps[0].choices[3])"#,
                ]),
            .init(
                "next keys every answer can give are accepted",
                #"{"id": "f", "steps": [{"id": "a", "type": "confirm", "prompt": "p", "next": {"true": "b", "false": "$end"}}, {"id": "b", "type": "integer", "prompt": "q", "next": {"3": "$end"}}]}"#,
                []),
            .init(
                "a list default with more items than its max (bug: validate accepted it, the run failed with exit 3)",
                #"{"id": "f", "steps": [{"id": "a", "type": "list", "prompt": "p", "default": ["x", "y", "z"], "validate": {"max": 2}}]}"#,
                [#"1:77: error: the default breaks the step's own rule: choose at most 2 (at steps[0].default)"#]),
            .init(
                "an empty list default below its min",
                #"{"id": "f", "steps": [{"id": "a", "type": "list", "prompt": "p", "default": [], "validate": {"min": 1}}]}"#,
                [#"1:77: error: the default breaks the step's own rule: choose at least 1 (at steps[0].default)"#]),
            .init(
                "a default its own validate.expr over value refuses",
                #"{"id": "f", "steps": [{"id": "a", "type": "integer", "prompt": "p", "default": 4, "validate": {"expr": "value != 4"}}]}"#,
                [
                    #"1:80: warning: the default integer 4 breaks the step's own rule: it is not accepted by the step's rule (validate.expr) (at steps[0].default)"#
                ]),
            .init(
                "a validate.expr that reads another answer is left to the run",
                #"{"id": "f", "steps": [{"id": "b", "type": "integer", "prompt": "p"}, {"id": "a", "type": "integer", "prompt": "p", "default": 4, "validate": {"expr": "value != b"}}]}"#,
                []),
            .init(
                "an optional step's empty default passes its pattern (empty input gives \"\" there)",
                #"{"id": "f", "steps": [{"id": "a", "type": "text", "prompt": "p", "required": false, "default": "", "validate": {"pattern": "[a-z]+"}}]}"#,
                []),
            .init(
                "message default",
                #"{"id": "f", "steps": [{"id": "a", "type": "message", "text": "hi", "default": 1}, {"id": "b", "type": "confirm", "prompt": "p"}]}"#,
                [
                    #"1:79: error: a 'message' step takes no default (at steps[0].default)"#
                ]),
            .init(
                "negative min_length",
                #"{"id": "f", "steps": [{"id": "a", "type": "text", "prompt": "p", "validate": {"min_length": -1}}]}"#,
                [
                    #"1:93: error: 'min_length' must not be negative, found integer -1 (at steps[0].validate.min_length)"#
                ]),
            .init(
                "min above max",
                #"{"id": "f", "steps": [{"id": "a", "type": "number", "prompt": "p", "validate": {"min": 5, "max": 1.5}}]}"#,
                [
                    #"1:88: error: 'min' (integer 5) is greater than 'max' (number 1.5) (at steps[0].validate.min)"#
                ]),
            .init(
                "repeat bounds",
                #"{"id": "f", "steps": [{"id": "a", "type": "flow", "flow": "g", "repeat": {"min": 3, "max": 2}}], "flows": {"g": {"steps": [{"id": "b", "type": "confirm", "prompt": "p"}]}}}"#,
                [
                    #"1:82: error: 'min' (integer 3) is greater than 'max' (integer 2) (at steps[0].repeat.min)"#
                ]),
            .init(
                "repeat negative",
                #"{"id": "f", "steps": [{"id": "a", "type": "flow", "flow": "g", "repeat": {"max": -1}}], "flows": {"g": {"steps": [{"id": "b", "type": "confirm", "prompt": "p"}]}}}"#,
                [
                    #"1:82: error: 'max' must not be negative, found integer -1 (at steps[0].repeat.max)"#
                ]),
            .init(
                "unknown validator plugin",
                #"{"id": "f", "steps": [{"id": "a", "type": "text", "prompt": "p", "validate": {"plugin": "emial"}}]}"#,
                [
                    #"1:89: error: unknown validator plugin 'emial' (at steps[0].validate.plugin); did you mean 'email'?"#
                ]),
            .init(
                "subflow recursion",
                #"{"id": "f", "steps": [{"id": "a", "type": "flow", "flow": "g"}], "flows": {"g": {"steps": [{"id": "b", "type": "flow", "flow": "f"}]}}}"#,
                [
                    #"1:128: error: unbounded sub-flow recursion: 'f' → 'g' → 'f' (each 'flow' step runs without a 'when') (at flows.g.steps[0].flow)"#
                ]),
            .init(
                "self recursion",
                #"{"id": "f", "steps": [{"id": "a", "type": "confirm", "prompt": "p"}, {"id": "again", "type": "flow", "flow": "f"}]}"#,
                [
                    #"1:110: error: unbounded sub-flow recursion: 'f' → 'f' (each 'flow' step runs without a 'when') (at steps[1].flow)"#
                ]),
            .init(
                "unreachable step",
                #"{"id": "f", "steps": [{"id": "a", "type": "confirm", "prompt": "p", "next": "c"}, {"id": "b", "type": "confirm", "prompt": "p"}, {"id": "c", "type": "confirm", "prompt": "p"}]}"#,
                [
                    #"1:83: warning: step 'b' is never reached from the first step of flow 'f' (at steps[1])"#
                ]),
            .init(
                "step limit",
                #"{"id": "f", "steps": [{"id": "a", "type": "confirm", "prompt": "p"}, {"id": "b", "type": "confirm", "prompt": "p"}, {"id": "c", "type": "confirm", "prompt": "p"}]}"#,
                [
                    #"1:22: error: flow 'f' has 3 steps, more than the limit of 2 (at steps)"#
                ]),
            .init(
                "json syntax error",
                #"{"id": "f",, "steps": []}"#,
                [
                    #"1:12: error: expected '"' to start an object key but found ','"#
                ]),
            .init(
                "control characters escaped",
                #"{"id": "f", "steps": [{"id": "a", "type": "text", "prompt": "p", "\u001b[31m": 1}]}"#,
                [
                    #"1:66: error: unknown key '\e[31m' in 'text' step (at steps[0].\e[31m)"#
                ]),
        ]

        @Test(arguments: cases)
        func rendersExactDiagnostics(_ c: Case) {
            let limits = c.name == "step limit" ? LoadLimits(maxStepsPerFlow: 2) : LoadLimits()
            let plugins = PluginRegistry(validators: ["email": ValidatorPlugin { _ in nil }])
            let rendered = diagnostics(c.flow, plugins: plugins, limits: limits).map {
                $0.replacingPrefix("/flows/main.json:")
            }
            #expect(rendered == c.expected)
        }
    }
}

extension String {
    /// The string without `prefix` when it starts with it.
    func replacingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
