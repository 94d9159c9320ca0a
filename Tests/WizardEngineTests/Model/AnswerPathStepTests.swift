import Testing

@testable import WizardEngine

/// `FlowCatalog.step(atAnswerPath:)`, which says whether a path is secret (sessions, the
/// resume command) and which `env` variable answers it (messages of a run).
@Suite struct AnswerPathStepTests {
    static let flow = #"""
        {"id": "main", "steps": [
          {"id": "name", "type": "text", "prompt": "p"},
          {"id": "db", "type": "flow", "flow": "db"},
          {"id": "servers", "type": "flow", "flow": "server", "repeat": {"prompt": "more?"}}
        ], "flows": {
          "db": {"steps": [{"id": "password", "type": "secret", "prompt": "p"}]},
          "server": {"steps": [{"id": "token", "type": "secret", "prompt": "p", "env": "TOKEN"}]}
        }}
        """#

    // Bug caught: a path through a sub-flow or a repeat item resolved to the wrong step, or
    // a path naming a sub-flow, an item or nothing resolved to a step.
    @Test(
        arguments: [
            ("name", "name"), ("db.password", "password"), ("servers.1.token", "token"), ("servers.x.token", "token"),
            ("db", nil), ("servers.1", nil), ("servers.token", nil), ("name.x", nil), ("missing", nil), ("", nil),
        ] as [(String, String?)])
    func stepNamedByAPath(path: String, expected: String?) throws {
        let catalog = try #require(load(Self.flow).catalog)
        #expect(catalog.step(atAnswerPath: path)?.id.rawValue == expected)
    }
}
