import Testing

@testable import WizardCore

/// Parsed paths equal the `PathReference` values built by hand, columns included.
@Suite struct PathReferenceParsingTests {
    // Bug caught: a path parsed with the wrong base, components or column.
    @Test func parsedPathsEqualBuiltOnes() throws {
        let parsed = try Expression.parse("a.b.c == root.x && env.HOME != value")
        var paths: [PathReference] = []
        parsed.visit { if case .path(let reference) = $0 { paths.append(reference) } }
        #expect(
            paths == [
                PathReference(base: .local, components: ["a", "b", "c"], column: 1),
                PathReference(base: .root, components: ["x"], column: 10),
                PathReference(base: .environment, components: ["HOME"], column: 20),
                PathReference(base: .value, components: [], column: 32),
            ])
    }

    // Bug caught: a column cut to fewer bits than an expression's length needs.
    @Test func columnIsKept() {
        var reference = PathReference(base: .root, components: ["x"], column: 7)
        #expect(reference.column == 7)
        reference.column = 123_456
        #expect(reference.column == 123_456)
    }
}
