import Testing
import WizardEngine

/// `OrderedAnswers.decode` / `AnswerValue.decode`: the caller's `Decodable` types, without
/// Foundation, with errors that name the answer path and the expected type (and never a
/// value).
@Suite struct AnswerDecodingTests {
    struct Server: Decodable, Equatable {
        var host: String
        var port: UInt16
    }
    enum Tier: String, Decodable, Equatable { case free, pro }
    struct Setup: Decodable, Equatable {
        var name: String
        var tls: Bool
        var ratio: Double
        var tier: Tier
        var tags: [String]
        var servers: [Server]
        var note: String?
        var dbPort: Int
        var extra: AnswerValue?
        enum CodingKeys: String, CodingKey {
            case name, tls, ratio, tier, tags, servers, note, extra
            case dbPort = "db-port"
        }
    }

    static let answers = OrderedAnswers.object([
        ("name", .value(.string("ada"))), ("tls", .value(.bool(true))), ("ratio", .value(.integer(2))),
        ("tier", .value(.string("pro"))), ("tags", .value(.array([.string("a"), .string("b")]))),
        ("servers", .array([.object([("host", .value(.string("h"))), ("port", .value(.integer(80)))])])),
        ("db-port", .value(.number(5432))), ("extra", .value(.object(["k": .null]))),
    ])

    @Test("a whole answers object decodes: nested sub-flows, repeats, enums, optional and untyped members")
    func decodesEverything() throws {
        let setup = try Self.answers.decode(Setup.self)
        #expect(
            setup
                == Setup(
                    name: "ada", tls: true, ratio: 2, tier: .pro, tags: ["a", "b"], servers: [Server(host: "h", port: 80)],
                    note: nil, dbPort: 5432, extra: .object(["k": .null])))
    }

    struct ErrorCase: CustomTestStringConvertible {
        var testDescription: String
        var value: AnswerValue
        var decode: @Sendable (AnswerValue) throws -> Void
        var error: AnswerDecodingError
        var sentence: String
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(
            testDescription: "wrong type in a nested repeat item",
            value: .object(["servers": .array([.object(["host": .integer(1), "port": .integer(1)])])]),
            decode: { _ = try $0.decode([String: [Server]].self) },
            error: .typeMismatch(path: "servers.0.host", expected: "String", found: "integer"),
            sentence: "answer 'servers.0.host': expected String, found an integer"),
        ErrorCase(
            testDescription: "a missing answer names the path and the type",
            value: .object(["host": .string("h")]),
            decode: { _ = try $0.decode(Server.self) },
            error: .missingAnswer(path: "port", expected: "UInt16"),
            sentence: "answer 'port': expected UInt16, found no answer (make the property optional if the step can be skipped)"),
        ErrorCase(
            testDescription: "a number too large for the integer type",
            value: .object(["host": .string("h"), "port": .integer(70000)]),
            decode: { _ = try $0.decode(Server.self) },
            error: .numberOutOfRange(path: "port", expected: "UInt16"),
            sentence: "answer 'port': expected UInt16, found a number it cannot hold exactly"),
        ErrorCase(
            testDescription: "a fraction for an integer",
            value: .number(2.5), decode: { _ = try $0.decode(Int.self) },
            error: .numberOutOfRange(path: "", expected: "Int"),
            sentence: "the answers: expected Int, found a number it cannot hold exactly"),
        ErrorCase(
            testDescription: "an object expected, a string found",
            value: .string("secret-value"), decode: { _ = try $0.decode(Server.self) },
            error: .typeMismatch(path: "", expected: "an object (a flow's answers)", found: "string"),
            sentence: "the answers: expected an object (a flow's answers), found a string"),
        ErrorCase(
            testDescription: "an enum's unknown raw value is rejected by its own init, with its path",
            value: .object(["tier": .string("gold")]), decode: { _ = try $0.decode([String: Tier].self) },
            error: .rejected(path: "tier", reason: "Cannot initialize Tier from invalid String value gold"),
            sentence: "answer 'tier': Cannot initialize Tier from invalid String value gold"),
    ]

    @Test(arguments: errorCases)
    func errors(_ c: ErrorCase) {
        #expect(throws: c.error) { try c.decode(c.value) }
        #expect(c.error.description == c.sentence)
    }
}
