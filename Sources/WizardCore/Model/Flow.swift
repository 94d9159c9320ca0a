/// A flow: an ordered list of steps with a title.
public struct Flow: Sendable, Equatable {
    /// The flow's id, unique among the loaded flows.
    public var id: FlowID
    /// Shown in the breadcrumb.
    public var title: String?
    /// Shown by `wizard list` and at start.
    public var description: String?
    /// The steps, in order; never empty once loaded.
    public var steps: [Step]
    /// The file the flow was read from.
    public var file: String
    /// Where the flow's object starts.
    public var location: SourceLocation
    /// The position of each step id in the steps the flow was made with.
    public private(set) var stepIndex: StepIndex
    /// The process plugins the flow declares in its `plugins` object, in file order.
    public var plugins: [PluginDeclaration] = []
    /// Whether a run of this flow, as the top flow, ends with a review of every answer
    /// (`"review": true`; docs/writing-flows.md).
    public var review = false

    /// Creates a flow and indexes its steps, unchecked (the loader rejects duplicates and
    /// an empty `steps`).
    ///
    /// - Parameters:
    ///   - id: the flow's id.
    ///   - title: shown in the breadcrumb, if any.
    ///   - description: shown by `wizard list` and at start, if any.
    ///   - steps: the steps, in order.
    ///   - file: the file the flow was read from (`<memory>` by default).
    ///   - location: where the flow's object starts (line 1, column 1 of `<memory>` by default).
    /// - Complexity: O(*n*) in the number of steps.
    public init(
        id: FlowID, title: String? = nil, description: String? = nil, steps: [Step],
        file: String = "<memory>",
        location: SourceLocation = SourceLocation(file: "<memory>", line: 1, column: 1)
    ) {
        self.init(
            id: id, title: title, description: description, steps: steps, file: file, location: location,
            stepIndex: StepIndex(steps))
    }

    /// Creates a flow whose step index the loader built as it decoded.
    init(
        id: FlowID, title: String?, description: String?, steps: [Step], file: String, location: SourceLocation,
        stepIndex: StepIndex
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.steps = steps
        self.file = file
        self.location = location
        self.stepIndex = stepIndex
    }

    /// The position in `steps` of the first step with this id.
    ///
    /// - Parameter id: a step id of this flow.
    /// - Returns: the position, or nil when there is none, or when `steps` changed since
    ///   the flow was made and the step moved.
    /// - Complexity: O(length of `id`) expected.
    public func position(of id: StepID) -> Int? {
        guard let i = stepIndex.position(of: id), i < steps.count, steps[i].id.rawValue == id.rawValue else {
            return nil
        }
        return i
    }

    /// The first step with this id.
    ///
    /// - Parameter id: a step id of this flow.
    /// - Returns: the step, or nil when there is none.
    /// - Complexity: O(length of `id`) expected.
    public func step(_ id: StepID) -> Step? {
        position(of: id).map { steps[$0] }
    }
}
