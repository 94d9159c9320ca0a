import Testing

@testable import WizardEngine

/// The values of the conditional, the fallback, indexing, slicing and the string and
/// conversion functions at their edges, and the exact refusals of evaluation.
struct ExpressionValueTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var source: String
        var expected: AnswerValue
        var testDescription: String { source }
    }

    static let resolver = DictionaryResolver(local: [
        "name": .string("Ada"), "blank": .string(""), "zero": .integer(0), "port": .integer(8080),
        "word": .string("héllo"), "items": .array([.integer(1), .integer(2), .integer(3)]), "on": .bool(true),
    ])

    static let cases: [Case] = [
        // Catches: the branch not chosen being evaluated (it would fail), or truthiness ignored.
        Case(source: #"on ? "yes" : int("x")"#, expected: .string("yes")),
        Case(source: #"blank ? 1 : 2"#, expected: .integer(2)),
        // Catches: `??` replacing a value that is present but false-like (0, false).
        Case(source: "zero ?? 5", expected: .integer(0)),
        Case(source: "missing ?? blank ?? name", expected: .string("Ada")),
        Case(source: "false ?? 1", expected: .bool(false)),
        // Catches: indexes counted in bytes rather than characters, or out of range crashing.
        Case(source: "word[1]", expected: .string("é")),
        Case(source: "word[-5]", expected: .string("h")),
        Case(source: "word[9]", expected: .null),
        Case(source: "word[-9]", expected: .null),
        Case(source: "word[1:3]", expected: .string("él")),
        Case(source: "word[-3:]", expected: .string("llo")),
        Case(source: "word[4:1]", expected: .string("")),
        Case(source: "word[-99:99]", expected: .string("héllo")),
        Case(source: "items[1:]", expected: .array([.integer(2), .integer(3)])),
        Case(source: "items[-1]", expected: .integer(3)),
        Case(source: "missing[0]", expected: .null),
        Case(source: "items[1.0]", expected: .integer(2)),
        // Functions at their edges.
        Case(source: #"replace("aaa", "a", "bb")"#, expected: .string("bbbbbb")),
        Case(source: #"replace("ab", "", "-")"#, expected: .string("-a-b-")),
        Case(source: #"replace(missing, "a", "b")"#, expected: .string("")),
        Case(source: #"trim(" \t x \n")"#, expected: .string("x")),
        Case(source: #"trim("xxyxx", "x")"#, expected: .string("y")),
        Case(source: #"trim("aaa", "a")"#, expected: .string("")),
        Case(source: #"slugify("  --Hello,   World!-- ")"#, expected: .string("hello-world")),
        Case(source: #"slugify("Straße Øre Æble", "_")"#, expected: .string("strasse_ore_aeble")),
        Case(source: #"slugify("ÉCOLE")"#, expected: .string("ecole")),
        Case(source: #"slugify("日本")"#, expected: .string("")),
        Case(source: #"title("it's a 2nd try")"#, expected: .string("It'S A 2Nd Try")),
        Case(source: #"capitalize("")"#, expected: .string("")),
        Case(source: #"split("a,,b", ",")"#, expected: .array([.string("a"), .string(""), .string("b")])),
        Case(source: #"split("a--b--", "--")"#, expected: .array([.string("a"), .string("b"), .string("")])),
        Case(source: #"split("  a  b ")"#, expected: .array([.string("a"), .string("b")])),
        Case(source: "join(items)", expected: .string("123")),
        Case(source: #"join(items, "+")"#, expected: .string("1+2+3")),
        Case(source: #"startswith("abc", "")"#, expected: .bool(true)),
        Case(source: #"int(" 42 ")"#, expected: .integer(42)),
        Case(source: "int(-2.9)", expected: .integer(-2)),
        Case(source: "int(true)", expected: .integer(1)),
        Case(source: #"float("2.5")"#, expected: .number(2.5)),
        Case(source: "float(3)", expected: .number(3)),
        Case(source: "str(null)", expected: .string("")),
        Case(source: "str(2.50)", expected: .string("2.5")),
        Case(source: "str(on)", expected: .string("true")),
        Case(source: #"bool("off")"#, expected: .bool(false)),
        Case(source: #"bool("")"#, expected: .bool(false)),
        Case(source: "bool(items)", expected: .bool(true)),
        // Catches: a comparison of two strings or two numbers refused like a mixed one.
        Case(source: #"int("15.0") >= 13"#, expected: .bool(true)),
        Case(source: #"str(port) == "8080""#, expected: .bool(true)),
        Case(source: "null == 1", expected: .bool(false)),
        Case(source: #"on == "true""#, expected: .bool(false)),
    ]

    @Test(arguments: cases)
    func evaluates(_ c: Case) throws {
        let value = try Evaluator().evaluate(Expression.parse(c.source), resolver: Self.resolver)
        #expect(value == c.expected)
    }

    struct Refusal: CustomTestStringConvertible, Sendable {
        var source: String
        var message: String
        var testDescription: String { source }
    }

    static let refusals: [Refusal] = [
        // Catches: the silent `false` of a string compared with a number.
        Refusal(
            source: #""15.0" >= 13.0"#,
            message: "cannot compare a string with a number using '>='; convert one side with int(), float() or str()"),
        Refusal(
            source: #"port == "8080""#,
            message: "cannot compare an integer with a string using '=='; convert one side with int(), float() or str()"),
        Refusal(
            source: #"name != 3"#,
            message: "cannot compare a string with an integer using '!='; convert one side with int(), float() or str()"),
        Refusal(source: "port[0]", message: "cannot index or slice an integer; expected a string or an array"),
        Refusal(source: #"name["a"]"#, message: "expected a whole number as index but found a string"),
        Refusal(source: "name[0.5:]", message: "expected a whole number as index but found a number"),
        Refusal(source: #"int("abc")"#, message: #"function 'int' failed: cannot convert "abc" to an integer"#),
        Refusal(source: #"float("1,5")"#, message: #"function 'float' failed: cannot convert "1,5" to a number"#),
        Refusal(source: #"bool("maybe")"#, message: #"function 'bool' failed: cannot convert "maybe" to a boolean"#),
        Refusal(source: #"split("a", "")"#, message: "function 'split' failed: the separator is empty"),
        Refusal(source: "join(name)", message: "function 'join' failed: expected the list to be an array but found string"),
        Refusal(source: "slugify(port)", message: "function 'slugify' failed: expected the string to be a string but found integer"),
        Refusal(source: #"now("%Y")"#, message: "function 'now' failed: no clock was given to the engine"),
    ]

    /// Catches: an evaluation failure without its exact one-line reason.
    @Test(arguments: refusals)
    func refuses(_ c: Refusal) throws {
        let expression = try Expression.parse(c.source)
        do {
            let value = try Evaluator().evaluate(expression, resolver: Self.resolver)
            Issue.record("expected a refusal, got \(value)")
        } catch {
            #expect(error.description == c.message)
        }
    }

    /// Catches: `now` ignoring the clock it is given, the UTC offset, or dates before 1970
    /// and around leap days computed wrongly.
    @Test(arguments: [
        (0, 0, "%Y-%m-%d %H:%M:%S %j", "1970-01-01 00:00:00 001"),
        (951_825_600, 0, "%Y-%m-%d %j %b %y", "2000-02-29 060 Feb 00"),
        (1_735_689_599, 0, "%Y-%m-%d %H:%M:%S %j %B", "2024-12-31 23:59:59 366 December"),
        (-1, 0, "%Y-%m-%d %H:%M:%S", "1969-12-31 23:59:59"),
        (1_735_689_599, 3600, "%Y-%m-%d %H %%", "2025-01-01 00 %"),
        (0, 0, "%q and %", "%q and %"),
    ])
    func nowFormatsTheGivenTime(seconds: Int, offset: Int, format: String, expected: String) throws {
        let functions = ExpressionFunctions.builtIn.withClock(WallClockTime(secondsSince1970: seconds, utcOffset: offset))
        #expect(try functions.call("now", with: [.string(format)]) == .string(expected))
        #expect(try functions.call("now", with: []).stringValue?.count == 10)
    }
}
