import Testing
import WizardTestSupport
import WizardTools

@testable import WizardCore
@testable import WizardEngine

/// `wizard schema` and `wizard validate` give every flow the same verdict.
///
/// Seeded flows, valid ones and the same flows mutated (values of the wrong type, extra and
/// missing keys, fractional and whole-written numbers, nulls, bad names), are loaded and
/// checked against the emitted schema by `JSONSchemaChecker`. The loader's errors about what
/// a schema cannot state (names that must exist, orderings, a default against its choices or
/// rules, expression and pattern syntax) are left out of its verdict. A failing seed is rerun
/// alone with `WIZARD_SEED=N swift test --filter SchemaAgreementTests`.
@Suite struct SchemaAgreementTests {
    /// Loader errors about facts between values, which the schema leaves to `wizard validate`:
    /// a flow the schema accepts may still have these.
    static let beyondSchema = [
        "is not among the choices", "breaks the step's own rule", "is greater than", "duplicate ", "unknown flow ",
        "unknown 'next' target", "unknown answer path", "invalid regular expression", "invalid expression",
        "invalid template", "unknown function", "differs from its key", "unbounded sub-flow recursion",
    ]

    struct Verdicts {
        /// Whether the schema accepts the flow.
        var schema: Bool
        /// Whether the loader reports no error at all.
        var loader: Bool
        /// Whether the loader reports no error but those beyond the schema.
        var loaderStructurally: Bool
        var errors: [String]

        /// A flow the schema refuses is refused by the loader; one it accepts has no error
        /// the schema could have stated.
        var agree: Bool { schema ? loaderStructurally : !loader }
    }

    static func verdicts(of text: String, checker: JSONSchemaChecker) throws -> Verdicts {
        let instance = try JSONReader().read(Array(text.utf8))
        let schema = try checker.isValid(instance)
        let errors = FlowLoader().load(string: text, name: "flow.json").diagnostics.filter { $0.severity == .error }
        let structural = errors.filter { error in !beyondSchema.contains { error.message.contains($0) } }
        return Verdicts(
            schema: schema, loader: errors.isEmpty, loaderStructurally: structural.isEmpty, errors: errors.map(\.description))
    }

    @Test func generatedFlowsGetTheSameVerdictFromSchemaAndLoader() throws {
        let checker = try JSONSchemaChecker(schemaText: FlowSchema.text)
        let seeds = SplitMix64.seeds(defaultRange: 0..<300)
        #expect(!seeds.isEmpty, "WIZARD_SEED holds no seed")
        var (valid, rejected) = (0, 0)
        for seed in seeds {
            var generator = SchemaFlowGenerator(random: SplitMix64(seed: seed))
            let flow = generator.flow()
            let base = try Self.verdicts(of: flow.text, checker: checker)
            #expect(
                base.schema && base.loader,
                "seed \(seed): a generated valid flow is refused\n\(flow.text)\nschema: \(base.schema)\n\(base.errors.joined(separator: "\n"))"
            )
            valid += 1
            for _ in 0..<3 {
                let mutated = generator.mutate(flow)
                let found = try Self.verdicts(of: mutated.flow.text, checker: checker)
                if !found.schema { rejected += 1 }
                #expect(
                    found.agree,
                    """
                    seed \(seed): schema says \(found.schema ? "valid" : "invalid"), validate says \(found.loader ? "valid" : "invalid") after \(mutated.change)
                    \(mutated.flow.text)
                    \(found.errors.joined(separator: "\n"))
                    """)
            }
        }
        // A mutation that never breaks anything would make the test pass vacuously.
        #expect(seeds.count < 100 || rejected > seeds.count / 2, "only \(rejected) mutated flows were invalid")
        #expect(valid == seeds.count)
    }

    /// The cases first found by hand, each with the verdict both sides now give.
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var step: String
        var flowExtra: String = ""
        var isValid: Bool
    }

    static let cases: [Case] = [
        Case(testDescription: "env with a dash", step: #""type":"text","prompt":"P","env":"MY-VAR""#, isValid: false),
        Case(
            testDescription: "x- key in a plugin declaration", step: #""type":"text","prompt":"P""#,
            flowExtra: #","plugins":{"p":{"path":"bin/p","x-a":1}}"#, isValid: true),
        Case(testDescription: "min_length 2.0", step: #""type":"text","prompt":"P","validate":{"min_length":2.0}"#, isValid: true),
        Case(
            testDescription: "repeat min 1.0", step: #""type":"flow","flow":"sub","repeat":{"min":1.0}"#,
            flowExtra: #","flows":{"sub":{"steps":[{"id":"a","type":"text","prompt":"A"}]}}"#, isValid: true),
        Case(testDescription: "message with a default", step: #""type":"message","text":"T","default":"x""#, isValid: false),
        Case(testDescription: "null default on text", step: #""type":"text","prompt":"P","default":null"#, isValid: false),
        Case(testDescription: "integer default 4.0", step: #""type":"integer","prompt":"P","default":4.0"#, isValid: true),
        Case(testDescription: "integer default 4.5", step: #""type":"integer","prompt":"P","default":4.5"#, isValid: false),
        Case(testDescription: "confirm template default", step: #""type":"confirm","prompt":"P","default":"{{ true }}""#, isValid: true),
        Case(testDescription: "number plain string default", step: #""type":"number","prompt":"P","default":"5""#, isValid: false),
        Case(testDescription: "plugin type without a dot", step: #""type":"bogus","prompt":"P""#, isValid: false),
        Case(testDescription: "plugin step with a misspelt prompt", step: #""type":"p.kind","promt":"P""#, isValid: false),
        Case(
            testDescription: "absolute plugin path", step: #""type":"text","prompt":"P""#,
            flowExtra: #","plugins":{"p":"/bin/p"}"#, isValid: false),
        Case(testDescription: "$schema that is not a string", step: #""type":"text","prompt":"P","$schema":3"#, isValid: false),
        Case(
            testDescription: "x- key in plugin choices",
            step: #""type":"select","prompt":"P","choices":{"plugin":"p","method":"m","x-a":1}"#, isValid: true),
        Case(
            testDescription: "import of the folder", step: #""type":"text","prompt":"P""#, flowExtra: #","imports":["."]"#,
            isValid: false),
        Case(
            testDescription: "import with a trailing slash", step: #""type":"text","prompt":"P""#,
            flowExtra: #","imports":["sub/in.json/"]"#, isValid: false),
        Case(
            testDescription: "import with a NUL", step: #""type":"text","prompt":"P""#, flowExtra: #","imports":["a\u0000.json"]"#,
            isValid: false),
    ]

    @Test(arguments: cases) func handPickedCaseGetsTheSameVerdict(_ c: Case) throws {
        let checker = try JSONSchemaChecker(schemaText: FlowSchema.text)
        let text = #"{"id":"f","steps":[{"id":"s",\#(c.step)}]\#(c.flowExtra)}"#
        let found = try Self.verdicts(of: text, checker: checker)
        #expect(found.schema == c.isValid, "schema")
        #expect(found.loader == c.isValid, "validate: \(found.errors)")
    }
}
