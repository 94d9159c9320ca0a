/// The steps of one flow's `steps` array decoded so far, and what the flow needs of them.
struct StepsDecoding {
    /// The JSON path of the `steps` array (`steps`, `flows.db.steps`).
    let stepsPath: String
    /// The steps decoded, in order (an element that is not a step leaves no gap).
    var steps: [Step] = []
    /// One entry per step of `steps`.
    var decoded: [DecodedStep] = []
    /// The position in `steps` of each step id (the first step with the id).
    var positions: [StepID: Int] = [:]
    /// Positions of the steps whose id an earlier step has, for the duplicate id check.
    var duplicates: [Int] = []
    /// What the checks that need only a step found, in step order (added to the flow's
    /// findings after those found before its steps).
    var findings = LocalFindings()

    init(stepsPath: String) {
        self.stepsPath = stepsPath
    }
}
