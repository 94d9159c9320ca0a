import Foundation
import Testing
import WizardTestSupport

/// The impact review and the step's place through the real binary (plain driver).
@Suite struct ImpactReviewTests {
    static let flow = #"""
        {"id": "shop", "title": "Shop", "steps": [
          {"id": "name", "type": "text", "prompt": "Name?"},
          {"id": "plan", "type": "select", "prompt": "Plan?", "choices": ["free", "paid"]},
          {"id": "card", "type": "text", "prompt": "Card?", "when": "plan == \"paid\""},
          {"id": "note", "type": "text", "prompt": "Note?", "required": false}
        ]}
        """#

    @Test("a changed answer names what it drops before moving on, and --explain lists it (bug: answers vanished without a word)")
    func pipedRun() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("shop.json", Self.flow)
        let result = try WizardProcess.run(["run", file, "--explain"], input: "al\npaid\n4242\n:back\n:back\nfree\n\n")
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("? Plan? free\nchanging plan drops 1 later answer: card\nShop › Note (3/3)\n"), "\(result)")
        #expect(result.stderr.contains("  card: dropped: changing plan left it off the path\n"), "\(result)")
        #expect(result.stderr.contains("Shop › Card (3/4+)\n"), "\(result)")
        #expect(result.stdout == "{\n  \"name\": \"al\",\n  \"plan\": \"free\",\n  \"note\": \"\"\n}\n")
    }

    /// Catches: a piped run saying a later answer "keeps its old default" while an empty
    /// line there takes, and the output holds, the new default.
    @Test func pipedRunNamesNoStaleDefault() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "p.json",
            #"{"id": "p", "steps": [{"id": "name", "type": "text", "prompt": "Name?"}, {"id": "slug", "type": "text", "prompt": "Slug?", "default": "{{ name }}-app"}, {"id": "typed", "type": "text", "prompt": "Typed?"}, {"id": "done", "type": "text", "prompt": "Done?"}]}"#
        )
        let result = try WizardProcess.run(
            ["run", "p.json"], input: "al\n\nown\n:back\n:back\n:back\nbo\n\nown\nx\n", directory: folder.url)
        #expect(result.status == 0, "\(result)")
        #expect(!result.stderr.contains("old default"), "\(result.stderr)")
        #expect(result.stdout.contains(#""slug": "bo-app""#), "\(result)")
    }
}
