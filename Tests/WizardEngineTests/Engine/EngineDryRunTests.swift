import Testing
import WizardEngine

/// `Engine.check` and `Engine.wouldEnter`: dry runs that report what `handle` would do,
/// leaving the state exactly as it was.
@Suite struct EngineDryRunTests {
    static let json = #"""
        {"id": "f", "steps": [
          {"id": "name", "type": "text", "prompt": "Name"},
          {"id": "pro", "type": "confirm", "prompt": "Pro?"},
          {"id": "card", "type": "text", "prompt": "Card", "when": "pro"},
          {"id": "terms", "type": "flow", "flow": "t", "present": "cover"}
        ], "flows": {"t": {"steps": [{"id": "ok", "type": "confirm", "prompt": "OK?"}]}}}
        """#

    @Test("check reports what handle would refuse, and changes nothing")
    func check() throws {
        let engine = Engine(catalog: try #require(FlowLoader().load(string: Self.json).catalog))
        var state = WizardState()
        _ = engine.start(&state)
        let start = state
        #expect(engine.check(.back, in: state) == .atFirstStep)
        #expect(engine.check(.dismiss, in: state) == .notInModal)
        #expect(engine.check(.answer(""), in: state) == .invalidAnswer(path: "name", reason: "an answer is required"))
        #expect(engine.check(.answer("ada"), in: state) == nil)
        #expect(state == start)
        _ = engine.handle(.answer("ada"), in: &state)
        _ = engine.handle(.answer("n"), in: &state)
        #expect(engine.check(.dismiss, in: state) == .coverCannotBeDismissed)
        #expect(engine.check(.back, in: state) == .coverCannotBeDismissed)
        #expect(engine.check(.backTo("name"), in: state) == .belowModal("name", presentation: .cover))
    }

    @Test("wouldEnter evaluates a step's when with the answers so far")
    func wouldEnter() throws {
        let engine = Engine(catalog: try #require(FlowLoader().load(string: Self.json).catalog))
        var state = WizardState()
        _ = engine.start(&state)
        _ = engine.handle(.answer("ada"), in: &state)
        #expect(engine.wouldEnter(step: "card", in: state) == .skipped)
        #expect(engine.wouldEnter(step: "name", in: state) == .entered)
        #expect(engine.wouldEnter(step: "nope", in: state) == .unknownStep("nope"))
        var yes = state
        _ = engine.handle(.answer("y"), in: &yes)
        _ = engine.handle(.back, in: &yes)
        #expect(engine.wouldEnter(step: "card", in: state) == .skipped, "the dry run used another state")
    }
}
