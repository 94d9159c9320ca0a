import Foundation
import Testing

@testable import WizardCore
@testable import WizardEngine

/// `WizardState.stepHint` (the top entry's step index, left by `arrive`) is only a hint:
/// a wrong or stale one must change nothing, and equality and coding ignore it.
@Suite struct EngineStepHintTests {
    static let flow = #"""
        {"id": "h", "steps": [
          {"id": "a", "type": "text", "prompt": "A?", "default": "x"},
          {"id": "b", "type": "confirm", "prompt": "B?", "default": true},
          {"id": "c", "type": "integer", "prompt": "C for {{ a }}?", "default": 3, "when": "b"},
          {"id": "srv", "type": "flow", "flow": "server", "repeat": {"max": 2}},
          {"id": "d", "type": "select", "prompt": "D?", "choices": ["p", "q"], "default": "q"}
        ],
        "flows": {"server": {"steps": [{"id": "host", "type": "text", "prompt": "Host?", "default": "h"}]}}}
        """#

    @Test func wrongOrStaleHintsChangeNothing() throws {
        let catalog = try #require(FlowLoader().load(string: Self.flow, name: "h.json").catalog)
        let engine = Engine(catalog: catalog)
        var rng = SplitMix64(seed: 0x417e_5eed)
        let lines = ["", "", "y", "no", "1", "2", ":back", ":back", ":root", "zz", "7", "yes"]
        for _ in 0..<30 {
            var plain = WizardState()
            var hinted = WizardState()
            _ = engine.start(&plain)
            _ = engine.start(&hinted)
            for _ in 0..<25 {
                let line = lines.randomElement(using: &rng) ?? ""
                // A wrong index for the top entry, an index for another entry, or none.
                if let top = hinted.current {
                    switch Int.random(in: 0..<3, using: &rng) {
                    case 0: hinted.stepHint = .init(entry: top.id, index: Int.random(in: -1..<8, using: &rng))
                    case 1: hinted.stepHint = .init(entry: EntryID(top.id.rawValue + 1), index: 0)
                    default: hinted.stepHint = nil
                    }
                }
                let expected = engine.handle(Command.parse(line) ?? .help, in: &plain)
                let got = engine.handle(Command.parse(line) ?? .help, in: &hinted)
                #expect(got == expected, "after \(line)")
                #expect(hinted == plain, "after \(line)")
            }
        }
    }

    @Test func equalityAndCodingIgnoreTheHint() throws {
        let catalog = try #require(FlowLoader().load(string: Self.flow, name: "h.json").catalog)
        let engine = Engine(catalog: catalog)
        var state = WizardState()
        _ = engine.start(&state)
        #expect(state.stepHint != nil)
        var other = state
        other.stepHint = nil
        #expect(other == state)
        let data = try JSONEncoder().encode(state)
        #expect(!String(decoding: data, as: UTF8.self).contains("stepHint"))
        let decoded = try JSONDecoder().decode(WizardState.self, from: data)
        #expect(decoded == state)
        #expect(decoded.stepHint == nil)
    }
}
