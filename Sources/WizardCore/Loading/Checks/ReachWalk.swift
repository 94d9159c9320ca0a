/// The steps reached so far and those whose targets are still to visit.
struct ReachWalk {
    /// Whether each step is reached (the first is).
    var reached: [Bool]
    /// Reached steps whose targets are not visited yet (the order does not matter).
    var work = [0]

    init(count: Int) {
        reached = Array(repeating: false, count: count)
        reached[0] = true
    }

    /// Marks step `j` reached and queues it.
    mutating func reach(_ j: Int) {
        guard !reached[j] else { return }
        reached[j] = true
        work.append(j)
    }

    /// Reaches the step `target` names, if the flow has it.
    mutating func reach(_ target: NextTarget, index: StepIndex) {
        if case .step(let id) = target, let j = index.position(of: id) { reach(j) }
    }
}
