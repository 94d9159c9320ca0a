import WizardTestSupport

/// Seeded flow files for the schema agreement test: valid flows using every key of the
/// format, and the same flows with one change that may or may not break them.
struct SchemaFlowGenerator {
    var random: SplitMix64

    mutating func below(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ options: [T]) -> T { options[below(options.count)] }

    static let types = [
        "text", "secret", "confirm", "select", "multiselect", "number", "integer", "path", "list", "json", "message",
        "flow", "tool.kind",
    ]

    // MARK: Valid flows

    /// A valid flow: a top flow, maybe an inline sub-flow `sub` its `flow` steps run, maybe
    /// plugin declarations and tool keys.
    mutating func flow() -> GenJSON {
        let hasSub = chance(60)
        var flows: GenJSON?
        if hasSub {
            flows = .members([("sub", .members([("title", chance(30) ? .string("Sub") : nil), ("steps", steps(prefix: "t", sub: false))]))])
        }
        return .members([
            ("$schema", chance(15) ? .string("https://wizard.invalid/schema/flow.json") : nil),
            ("id", .string(pick(["setup", "f", "_x", "my-flow"]))),
            ("title", chance(40) ? .string("Setup") : nil),
            ("description", chance(30) ? .string("Sets things up") : nil),
            ("review", chance(20) ? .bool(chance(50)) : nil),
            ("x-tool", chance(10) ? .members([("any", .int(1))]) : nil),
            ("imports", chance(10) ? .array([]) : nil),
            ("steps", steps(prefix: "s", sub: hasSub)),
            ("flows", flows),
            ("plugins", chance(20) ? pluginDeclarations() : nil),
        ])
    }

    mutating func pluginDeclarations() -> GenJSON {
        if chance(50) { return .members([("tool", .string("bin/tool"))]) }
        return .members([
            (
                "tool",
                .members([
                    ("path", .string("bin/tool")), ("secrets", chance(50) ? .array([.string("s0")]) : nil),
                    ("timeout", chance(50) ? pick([.int(5), .double(0.5)]) : nil),
                ])
            )
        ])
    }

    mutating func steps(prefix: String, sub: Bool) -> GenJSON {
        let count = 1 + below(5)
        return .array((0..<count).map { step(id: "\(prefix)\($0)", sub: sub) })
    }

    mutating func step(id: String, sub: Bool) -> GenJSON {
        var type = pick(Self.types)
        if type == "flow" && !sub { type = "text" }
        var members: [(String, GenJSON?)] = [("id", .string(id)), ("type", .string(type))]
        if type != "message" && type != "flow" { members.append(("prompt", .string("Value?"))) }
        members.append(("title", chance(20) ? .string("Title") : nil))
        members.append(("help", chance(20) ? .string("Help") : nil))
        members.append(("when", chance(20) ? .string("true") : nil))
        members.append(("required", chance(15) ? .bool(chance(50)) : nil))
        members.append(("store", chance(15) ? .bool(chance(50)) : nil))
        members.append(("env", chance(15) ? .string("WIZ_\(id.uppercased())") : nil))
        members.append(("next", chance(15) ? pick([.string("$end"), .members([("yes", .string("$end")), ("*", .string("$end"))])]) : nil))
        members.append(("x-note", chance(10) ? .string("for tools") : nil))
        members.append(contentsOf: typeMembers(type))
        return .members(members)
    }

    /// The keys of one type, with a default that fits the type and its rules.
    mutating func typeMembers(_ type: String) -> [(String, GenJSON?)] {
        let template: GenJSON = .string("{{ \"x\" }}")
        switch type {
        case "text":
            return [
                ("placeholder", chance(30) ? .string("e.g. hello") : nil), ("multiline", chance(20) ? .bool(chance(50)) : nil),
                ("default", chance(50) ? pick([.string("hello"), template]) : nil),
                ("validate", chance(40) ? textRules() : nil),
            ]
        case "secret", "path":
            var members: [(String, GenJSON?)] = [("default", chance(40) ? .string("abc") : nil)]
            if type == "path" {
                members.append(("kind", chance(40) ? .string(pick(["file", "directory", "any"])) : nil))
                members.append(("must_exist", chance(30) ? .bool(false) : nil))
            }
            return members
        case "confirm":
            return [("default", chance(60) ? pick([.bool(true), .bool(false), .string("{{ 1 == 1 }}")]) : nil)]
        case "select", "multiselect":
            let values = ["red", "green", "blue"]
            let choices: GenJSON
            switch below(4) {
            case 0: choices = .array(values.map { .string($0) })
            case 1:
                choices = .array(
                    values.map {
                        .members([
                            ("value", .string($0)), ("label", chance(50) ? .string($0.uppercased()) : nil),
                            ("help", chance(30) ? .string("h") : nil), ("when", chance(20) ? .string("true") : nil),
                        ])
                    })
            case 2: choices = .array([.int(10), .double(2.5), .bool(true)])
            default: choices = .members([("plugin", .string("tool")), ("method", .string("colours"))])
            }
            guard case .array(let items) = choices else { return [("choices", choices)] }
            let first: GenJSON
            if case .object(let m) = items[0] { first = m[0].value } else { first = items[0] }
            let defaultValue: GenJSON = type == "select" ? first : .array([first])
            return [
                ("choices", choices), ("default", chance(50) ? defaultValue : nil),
                ("validate", type == "multiselect" && chance(30) ? .members([("min", .int(0)), ("max", .int(3))]) : nil),
            ]
        case "number", "integer":
            let value: GenJSON = type == "number" ? pick([.double(1.5), .int(3)]) : .int(3)
            return [
                ("default", chance(50) ? pick([value, template]) : nil),
                ("validate", chance(40) ? .members([("min", .int(-10)), ("max", .double(100.5))]) : nil),
            ]
        case "list":
            return [
                ("default", chance(50) ? pick([.array([.string("a"), .string("b")]), template]) : nil),
                ("validate", chance(30) ? .members([("min", .int(0)), ("max", .int(5))]) : nil),
            ]
        case "json":
            return [("default", chance(50) ? pick([.null, .members([("k", .array([.int(1), .null]))]), .int(3)]) : nil)]
        case "message":
            return [("text", .string("Hello"))]
        case "flow":
            var repeatRule: GenJSON?
            if chance(30) {
                repeatRule = .members([
                    ("prompt", chance(50) ? .string("Another?") : nil), ("min", chance(50) ? .int(0) : nil),
                    ("max", chance(50) ? .int(3) : nil),
                ])
            }
            return [
                ("flow", .string("sub")), ("present", chance(40) ? .string(pick(["push", "sheet", "cover"])) : nil),
                ("repeat", repeatRule),
            ]
        default:  // a process plugin's type: other keys are its configuration
            return [("size", chance(50) ? .int(3) : nil), ("default", chance(30) ? .string("any") : nil)]
        }
    }

    mutating func textRules() -> GenJSON {
        .members([
            ("min_length", chance(50) ? .int(0) : nil), ("max_length", chance(50) ? .int(64) : nil),
            ("pattern", chance(30) ? .string("[a-z{} \"]*") : nil), ("message", chance(30) ? .string("Lower case") : nil),
            ("expr", chance(20) ? .string("true") : nil), ("plugin", chance(10) ? .string("tool.check") : nil),
            ("x-why", chance(10) ? .bool(true) : nil),
        ])
    }

    // MARK: Mutations

    /// Where a value sits in the flow: object keys and array indices.
    enum PathPart: Equatable {
        case key(String)
        case index(Int)
    }

    /// Every key of the format, a few misspellings, tool keys and unknown words.
    static let keys = [
        "id", "type", "prompt", "title", "help", "default", "when", "required", "validate", "next", "store", "env",
        "placeholder", "multiline", "choices", "kind", "must_exist", "text", "flow", "present", "repeat", "steps", "flows",
        "imports", "plugins", "review", "description", "min_length", "max_length", "min", "max", "pattern", "expr",
        "plugin", "message", "value", "label", "path", "secrets", "timeout", "method", "promt", "choises", "x-a", "$schema",
        "bogus",
    ]

    /// Values of every JSON type, whole numbers written as fractions, and bad names.
    mutating func someValue() -> GenJSON {
        pick([
            .string("abc"), .string(""), .string("{{ \"x\" }}"), .string("MY-VAR"), .string("9x"), .string("a b"),
            .string("x.y"), .string("/abs"), .string("root"), .string("sub"), .string("$end"), .string("push"),
            .string("file"), .int(0), .int(2), .int(-1), .int(700), .double(2.0), .double(1.5), .double(-0.5),
            .bool(true), .bool(false), .null, .array([]), .array([.string("a")]), .array([.int(1), .int(2)]),
            .members([]), .members([("x-a", .int(1))]), .members([("value", .string("v"))]),
        ])
    }

    /// `flow` with one change: a value replaced (wrong type, null, a bad name, a number
    /// written with a fraction), a key added or removed; `change` says which.
    mutating func mutate(_ flow: GenJSON) -> (flow: GenJSON, change: String) {
        var objects: [[PathPart]] = []
        Self.collectObjects(flow, at: [], into: &objects)
        let path = pick(objects)
        guard case .object(var members)? = Self.value(in: flow, at: path) else { return (flow, "nothing") }
        let change: String
        switch below(10) {
        case 0..<2 where !members.isEmpty:
            let i = below(members.count)
            change = "removing \(members[i].key) at \(Self.text(of: path))"
            members.remove(at: i)
        case 2..<4:
            let key = pick(Self.keys)
            members.removeAll { $0.key == key }
            let value = someValue()
            members.append(.init(key: key, value: value))
            change = "adding \(key): \(value.text) at \(Self.text(of: path))"
        case 4 where !members.isEmpty:
            let i = below(members.count)
            switch members[i].value {
            case .int(let n): members[i].value = chance(50) ? .double(Double(n)) : .double(Double(n) + 0.5)
            case .double(let d): members[i].value = .double(d.rounded(.down) + 0.25)
            default: members[i].value = .double(1.0)
            }
            change = "renumbering \(members[i].key) to \(members[i].value.text) at \(Self.text(of: path))"
        default:
            guard !members.isEmpty else { return (flow, "nothing") }
            let i = below(members.count)
            members[i].value = someValue()
            change = "setting \(members[i].key) to \(members[i].value.text) at \(Self.text(of: path))"
        }
        return (Self.replacing(in: flow, at: path[...], with: .object(members)), change)
    }

    /// The path as JSON paths are written (`.steps[0].next`).
    static func text(of path: [PathPart]) -> String {
        path.map { part in
            switch part {
            case .key(let key): "." + key
            case .index(let i): "[\(i)]"
            }
        }.joined()
    }

    static func collectObjects(_ value: GenJSON, at path: [PathPart], into out: inout [[PathPart]]) {
        switch value {
        case .object(let members):
            out.append(path)
            for member in members { collectObjects(member.value, at: path + [.key(member.key)], into: &out) }
        case .array(let items):
            for (i, item) in items.enumerated() { collectObjects(item, at: path + [.index(i)], into: &out) }
        default: break
        }
    }

    static func value(in root: GenJSON, at path: [PathPart]) -> GenJSON? {
        var current = root
        for part in path {
            switch (part, current) {
            case (.key(let key), .object(let members)):
                guard let member = members.first(where: { $0.key == key }) else { return nil }
                current = member.value
            case (.index(let i), .array(let items)) where items.indices.contains(i): current = items[i]
            default: return nil
            }
        }
        return current
    }

    static func replacing(in root: GenJSON, at path: ArraySlice<PathPart>, with new: GenJSON) -> GenJSON {
        guard let part = path.first else { return new }
        switch (part, root) {
        case (.key(let key), .object(var members)):
            guard let i = members.firstIndex(where: { $0.key == key }) else { return root }
            members[i].value = replacing(in: members[i].value, at: path.dropFirst(), with: new)
            return .object(members)
        case (.index(let i), .array(var items)) where items.indices.contains(i):
            items[i] = replacing(in: items[i], at: path.dropFirst(), with: new)
            return .array(items)
        default: return root
        }
    }
}
