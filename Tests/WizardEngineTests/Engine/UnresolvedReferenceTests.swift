import Testing

@testable import WizardCore

/// An answers file's references that could not be resolved fail the step that would use
/// them: the step at the path itself, or a step (a sub-flow, a repeat) holding it below.
@Suite struct UnresolvedReferenceTests {
    @Test func eachAncestorGetsTheFirstReasonInPathOrder() {
        var sources = AnswerSources()
        sources.unresolvedReferences = [
            "items.2.v": "two", "items.10.v": "ten", "db.password": "pw", "dbx.user": "user",
        ]
        #expect(sources.unresolvedBelow["items"] == "ten")  // "items.10.v" < "items.2.v"
        #expect(sources.unresolvedBelow["items.2"] == "two")
        #expect(sources.unresolvedBelow["items.2.v"] == "two")
        #expect(sources.unresolvedBelow["db"] == "pw")
        #expect(sources.unresolvedBelow["dbx"] == "user")
        #expect(sources.unresolvedBelow["item"] == nil)
        #expect(sources.unresolvedBelow["items.3"] == nil)
        sources.unresolvedReferences = [:]
        #expect(sources.unresolvedBelow.isEmpty)
    }

    @Test func everyItemOfALongRepeatAndTheRepeatItselfAreCovered() {
        var sources = AnswerSources()
        var references: [String: String] = [:]
        for index in 0..<50_000 { references["items.\(index).v"] = "reason \(index)" }
        sources.unresolvedReferences = references
        #expect(sources.unresolvedBelow.count == 100_001)
        #expect(sources.unresolvedBelow["items"] == "reason 0")
        #expect(sources.unresolvedBelow["items.49999"] == "reason 49999")
    }
}
