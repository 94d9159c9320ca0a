import Testing

@testable import WizardCore

/// Breadcrumb labels made from ids: separators become spaces, the first character is
/// upper-cased, whatever the script.
struct HumanizeTests {
    struct Case: CustomTestStringConvertible {
        var testDescription: String
        var id: String
        var expected: String
    }

    // Bug caught: a separator left in a label, a first letter not upper-cased, or a
    // non-ASCII id treated differently from an ASCII one.
    @Test(arguments: [
        Case(testDescription: "snake case", id: "db_port", expected: "Db port"),
        Case(testDescription: "kebab case", id: "db-port", expected: "Db port"),
        Case(testDescription: "already capital", id: "Port", expected: "Port"),
        Case(testDescription: "leading separator", id: "_x", expected: " x"),
        Case(testDescription: "empty", id: "", expected: ""),
        Case(testDescription: "accented first letter", id: "été_2", expected: "Été 2"),
        Case(testDescription: "combining accent", id: "e\u{301}t_x", expected: "E\u{301}t x"),
        Case(testDescription: "upper case is longer", id: "ßtraße", expected: "SStraße"),
    ])
    func label(_ test: Case) {
        #expect(Array(humanize(test.id).unicodeScalars) == Array(test.expected.unicodeScalars))
    }
}
