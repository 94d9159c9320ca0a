/// Why `--at` cannot name a step, as templates the host passes in; English by default.
/// `{step}` is the path component at fault, `{flow}` a flow id.
public struct DeepLinkTexts: Sendable, Equatable {
    /// No step of that id in the flow.
    public var notAStep = "'{step}' is not a step of flow '{flow}'"
    /// `{suggestion}`: the closest step id, said after `notAStep`.
    public var didYouMean = "; did you mean '{suggestion}'?"
    /// The path ends at a sub-flow step.
    public var isSubflow = "'{step}' is a sub-flow; name a step inside it"
    /// `{presentation}`: `sheet` or `cover`, which `--at` does not open.
    public var isModal = "'{step}' is a {presentation}: --at cannot open it"
    /// The path goes into a repeat.
    public var repeats = "'{step}' repeats: --at cannot go into a repeat"
    /// The sub-flow's flow is not loaded.
    public var notLoaded = "flow '{flow}' is not loaded"
    /// The path ends at a message step.
    public var isMessage = "'{step}' is a message step, which asks nothing"
    /// The path goes on past a step that is no sub-flow.
    public var notSubflow = "'{step}' is not a sub-flow"
    /// The catalog has no root flow.
    public var noRoot = "the flow has no root"

    public init() {}
}
