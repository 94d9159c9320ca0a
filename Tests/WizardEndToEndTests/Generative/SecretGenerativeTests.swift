import Foundation
import Testing
import WizardTestSupport

/// Seeded flows that plant a secret (typed at the root, inside a sub-flow, inside a repeat,
/// or supplied by the step's `env` variable), decide with it (`when`, `validate.expr`,
/// conversions that fail on it), run a plugin that logs every request and its environment,
/// and, in some flows, try to show or copy it (a template reading it, the sub-flow or
/// repeat holding it, or its variable). Each runs through the real binary with `--redact`,
/// `--record`, `--session` and `--explain`: a flow that tries is a load error naming the
/// secret (exit 1); no flow lets the secret reach standard error, standard output, the
/// record or session file, or the plugin. `WIZARD_SEED=N` reruns one flow.
@Suite struct SecretGenerativeTests {
    /// Where a flow plants its secret, and how paths elsewhere in the flow name it.
    enum Placement: CaseIterable {
        case root, subFlow, repeated, variable

        /// A path that reads the secret from the root flow.
        var reference: String {
            switch self {
            case .root, .variable: "root.pw"
            case .subFlow: "root.db.password"
            case .repeated: "root.keys.0.k"
            }
        }

        /// A path that names a value holding the secret (or the secret itself).
        var holder: String {
            switch self {
            case .root: "root.pw"
            case .variable: "env.WZ_DEPLOY_TOKEN"
            case .subFlow: "db"
            case .repeated: "keys"
            }
        }
    }

    struct Generator {
        var rng: SplitMix64
        let secret: String
        var placement: Placement
        /// Lines piped to the run, in the order steps ask them.
        var lines: [String] = []
        /// The id of the step a leaking template was put in, when the flow leaks.
        var leakingID: String?

        init(seed: UInt64) {
            rng = SplitMix64(seed: seed)
            secret = "Zq" + String(seed &* 0x9E37_79B9_7F4A_7C15 % 1_000_000_007, radix: 36) + "-hunter2"
            placement = Placement.allCases.randomElement(using: &rng) ?? .root
        }

        mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }

        /// A rule or condition over `path` that only decides, some of which fail on a secret.
        mutating func deciding(_ path: String) -> String {
            [
                "len(\(path)) > 3", "startswith(\(path), \"Zq\")", "int(\(path)) > 999", "bool(\(path))", "float(\(path)) > 1",
                "\(path) != \"x\"", "matches(\(path), \"[A-Za-z0-9-]+\")", "upper(\(path)) != \"\"",
            ].randomElement(using: &rng) ?? "true"
        }

        /// The secret step, with a rule over `value` in some flows.
        mutating func secretStep(_ id: String, variable: String? = nil) -> GenJSON {
            var members: [(String, GenJSON?)] = [("id", .string(id)), ("type", .string("secret")), ("prompt", .string("Secret"))]
            if let variable { members.append(("env", .string(variable))) }
            if chance(40) { members.append(("validate", .members([("expr", .string(deciding("value")))]))) }
            return .members(members)
        }

        /// A template that shows or copies the secret (or what holds it).
        mutating func leakingTemplate() -> String {
            let holder = placement.holder
            let reference = placement == .variable ? "env.WZ_DEPLOY_TOKEN" : placement.reference
            let expression =
                [
                    reference, "str(\(holder))", "upper(\(reference))", "\(reference)[0:4]", "len(\(reference))", holder,
                    "\(reference) ?? \"none\"", "true ? \(reference) : \"\"", "join(split(\(reference), \"-\"), \" \")",
                ].randomElement(using: &rng) ?? reference
            return "Seen {{ \(expression) }}"
        }

        /// A step that can follow the secret, reading it only to decide.
        mutating func ordinaryStep(_ index: Int) -> GenJSON {
            let id = "s\(index)"
            var members: [(String, GenJSON?)]
            switch Int.random(in: 0..<5, using: &rng) {
            case 0:
                members = [("id", .string(id)), ("type", .string("message")), ("text", .string("Hello {{ root.name }}"))]
            case 1:
                members = [
                    ("id", .string(id)), ("type", .string("select")), ("prompt", .string("Pick")),
                    ("choices", .array([.string("a"), .string("b")])),
                ]
                lines.append("1")
            case 2:
                members = [("id", .string(id)), ("type", .string("integer")), ("prompt", .string("Count")), ("default", .int(2))]
                lines.append("")
            case 3:
                members = [
                    ("id", .string(id)), ("type", .string("text")), ("prompt", .string("Checked")),
                    ("validate", .members([("plugin", .string("probe.ok"))])),
                ]
                lines.append("plain\(index)")
            default:
                members = [
                    ("id", .string(id)), ("type", .string("text")), ("prompt", .string("Text {{ root.name }}")),
                    ("default", .string("{{ upper(root.name) }}")),
                ]
                lines.append("")
            }
            if chance(35) { members.append(("when", .string(deciding(placement.reference)))) }
            return .members(members)
        }

        /// The flow: a name, the secret where `placement` puts it, ordinary steps, and in
        /// some flows one step whose template tries to leak it.
        mutating func flow() -> GenJSON {
            var steps: [GenJSON] = [.members([("id", .string("name")), ("type", .string("text")), ("prompt", .string("Name"))])]
            lines.append("ada")
            var flows: [(String, GenJSON?)] = []
            switch placement {
            case .root:
                steps.append(secretStep("pw"))
                lines.append(secret)
            case .variable:
                steps.append(secretStep("pw", variable: "WZ_DEPLOY_TOKEN"))
            case .subFlow:
                steps.append(.members([("id", .string("db")), ("type", .string("flow")), ("flow", .string("database"))]))
                let inner: [GenJSON] = [
                    .members([("id", .string("host")), ("type", .string("text")), ("prompt", .string("Host")), ("default", .string("h"))]),
                    secretStep("password"),
                ]
                flows.append(("database", .members([("steps", .array(inner))])))
                lines += ["", secret]
            case .repeated:
                let repetition = GenJSON.members([("min", .int(1)), ("max", .int(1))])
                steps.append(
                    .members([("id", .string("keys")), ("type", .string("flow")), ("flow", .string("key")), ("repeat", repetition)]))
                flows.append(("key", .members([("steps", .array([secretStep("k")]))])))
                lines.append(secret)
            }
            for index in 0..<Int.random(in: 2...5, using: &rng) { steps.append(ordinaryStep(index)) }
            if chance(35) { steps.append(leakingStep()) }
            var members: [(String, GenJSON?)] = [
                ("id", .string("secretive")), ("plugins", .members([("probe", .string("tools/probe"))])), ("steps", .array(steps)),
            ]
            if !flows.isEmpty { members.append(("flows", .members(flows))) }
            return .members(members)
        }

        /// A step whose shown or copied template reads the secret.
        mutating func leakingStep() -> GenJSON {
            let id = "leak"
            leakingID = id
            let template = GenJSON.string(leakingTemplate())
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: return .members([("id", .string(id)), ("type", .string("message")), ("text", template)])
            case 1: return .members([("id", .string(id)), ("type", .string("text")), ("prompt", template)])
            case 2: return .members([("id", .string(id)), ("type", .string("text")), ("prompt", .string("p")), ("help", template)])
            case 3: return .members([("id", .string(id)), ("type", .string("text")), ("prompt", .string("p")), ("placeholder", template)])
            case 4: return .members([("id", .string(id)), ("type", .string("text")), ("prompt", .string("p")), ("default", template)])
            default:
                return .members([
                    ("id", .string(id)), ("type", .string("flow")), ("flow", .string("extra")),
                    ("repeat", .members([("prompt", template)])),
                ])
            }
        }
    }

    /// A process plugin that appends its environment and every request to `plugin.log`,
    /// and accepts every value.
    static let probe = #"""
        #!/bin/sh
        log="$(dirname "$0")/../plugin.log"
        env >> "$log"
        while IFS= read -r line; do
          printf '%s\n' "$line" >> "$log"
          id=${line#*\"id\":}
          id=${id%%[,\}]*}
          case "$line" in
            *'"describe"'*) printf '{"id":%s,"result":{"name":"probe","validators":["ok"]}}\n' "$id" ;;
            *) printf '{"id":%s,"result":{"valid":true}}\n' "$id" ;;
          esac
        done
        """#

    // Bug caught: any path by which a secret reaches what a person or a program reads
    // (a repeat's question, a sub-flow object, a conversion error, a variable read back, a
    // plugin's environment), or a leaking flow that loads.
    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<320))
    func aPlantedSecretNeverEscapes(seed: UInt64) throws {
        var generator = Generator(seed: seed)
        var flow = generator.flow()
        if generator.leakingID != nil, case .object(var members) = flow {
            // The repeat a leaking question may need.
            let extra = GenJSON.members([
                ("steps", .array([.members([("id", .string("x")), ("type", .string("text")), ("prompt", .string("X"))])]))
            ])
            for index in members.indices where members[index].key == "flows" {
                if case .object(let flows) = members[index].value {
                    members[index].value = .object(flows + [.init(key: "extra", value: extra)])
                }
            }
            if !members.contains(where: { $0.key == "flows" }) { members.append(.init(key: "flows", value: .members([("extra", extra)]))) }
            flow = .object(members)
        }
        let folder = try TemporaryFolder()
        try folder.write("flow.json", flow.text)
        let probe = try folder.writeExecutable("tools/probe", Self.probe)
        let arguments = [
            "run", "flow.json", "--redact", "--explain", "--record", "record.txt", "--session", "session.json", "--allow-plugin", probe,
        ]
        let environment = generator.placement == .variable ? ["WZ_DEPLOY_TOKEN": generator.secret] : [:]
        let input = generator.lines.map { $0 + "\n" }.joined()
        let result = try WizardProcess.run(arguments, input: input, directory: folder.url, environment: environment)
        let context = "seed \(seed) (WIZARD_SEED=\(seed)): \(flow.text)"

        if generator.leakingID != nil {
            #expect(result.status == 1, "a leaking flow loaded: \(context)\n\(result)")
            #expect(result.stderr.contains("secret"), "\(context)\n\(result)")
        } else {
            #expect([0, 3].contains(result.status), "\(context)\n\(result)")
        }
        let needle = generator.secret.lowercased()
        var places = ["standard error": result.stderr, "standard output (--redact)": result.stdout]
        // A dry run of every fourth flow, the secret given by an answers file's reference.
        if seed % 4 == 0, generator.leakingID == nil {
            let path: [String] =
                switch generator.placement {
                case .root, .variable: ["pw"]
                case .subFlow: ["db", "password"]
                case .repeated: ["keys"]
                }
            let reference = GenJSON.members([("$env", .string("WZ_DEPLOY_TOKEN"))])
            let value: GenJSON =
                switch generator.placement {
                case .subFlow: .members([("password", reference)])
                case .repeated: .array([.members([("k", reference)])])
                default: reference
                }
            try folder.write("answers.json", GenJSON.members([("name", .string("ada")), (path[0], value)]).text)
            let check = try WizardProcess.run(
                ["check", "flow.json", "--answers", "answers.json", "--allow-plugin", probe], directory: folder.url,
                environment: ["WZ_DEPLOY_TOKEN": generator.secret])
            #expect([0, 3].contains(check.status), "\(context)\n\(check)")
            places["check's standard error"] = check.stderr
            places["check's standard output"] = check.stdout
        }
        for file in ["record.txt", "session.json", "plugin.log"] {
            places[file] = (try? String(contentsOfFile: folder.path(file), encoding: .utf8)) ?? ""
        }
        for (place, text) in places.sorted(by: { $0.key < $1.key }) {
            #expect(!text.lowercased().contains(needle), "the secret reached \(place): \(context)\n\(text)")
        }
    }
}
