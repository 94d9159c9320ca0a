/// The steps of one flow's `steps` array decoded so far, and what the flow needs of them.
///
/// Filled one element at a time by `FlowDecoder.appendStep(_:at:to:)`, from a whole tape
/// (`decodeSteps`) or from the parser as it reads a file's top `steps` array
/// (`decodeStreamedStep`): both paths run the same code for each step.
struct StepsDecoding {
    /// The JSON path of the `steps` array (`steps`, `flows.db.steps`).
    let stepsPath: String
    /// The array's tape entry (-1 for no array): the streamed array is recognised by it.
    let arrayEntry: Int
    /// The steps decoded, in order (an element that is not a step leaves no gap).
    var steps: [Step] = []
    /// One entry per step of `steps`.
    var decoded: [DecodedStep] = []
    /// The position of each step id (the first step with the id).
    var index = StepTable()
    /// The hash of each step's id, by position, while loading: `index` grows without
    /// hashing the ids again (the steps' count is not known while they stream in).
    var idHashes: [UInt64] = []
    /// Positions of the steps whose id an earlier step has, for the duplicate id check.
    var duplicates: [Int] = []
    /// What the checks that need only a step found, in step order (added to the flow's
    /// findings after those found before its steps).
    var findings = LocalFindings()
    /// One source for every step, moved from step to step (see `StepSource`); it keeps a
    /// view of the last step's JSON, never read again.
    var source: StepSource?

    init(stepsPath: String, arrayEntry: Int) {
        self.stepsPath = stepsPath
        self.arrayEntry = arrayEntry
    }

    /// Makes room for `count` steps.
    mutating func reserveCapacity(_ count: Int) {
        steps.reserveCapacity(count)
        decoded.reserveCapacity(count)
        idHashes.reserveCapacity(count)
        index = StepTable(capacity: count)
    }
}

extension FlowDecoder {
    /// Decodes element `position` of the file's top `steps` array, handed over by the
    /// parser right after reading it (see `TopStepSink`): `element` is valid only during
    /// the call, and the steps wait in `streamedSteps` for the rest of the flow.
    ///
    /// Diagnostics go to `diagnostics` at once, before those of the flow's other members
    /// (decoded once the whole file is read); the loader sorts them by position, and no
    /// diagnostic of a step shares its position with one outside the step, so the order
    /// reported is the same as decoding the steps after those members.
    mutating func decodeStreamedStep(_ element: JSONValue, at position: Int, arrayEntry: Int) {
        var decoding = streamedSteps.take() ?? StepsDecoding(stepsPath: "steps", arrayEntry: arrayEntry)
        appendStep(element, at: position, to: &decoding)
        streamedSteps = decoding
    }

    /// Decodes element `i` of a `steps` array, checks it, and appends it to `decoding`
    /// unless it could not be decoded (reported).
    mutating func appendStep(_ item: JSONValue, at i: Int, to decoding: inout StepsDecoding) {
        let source: StepSource
        if let reusable = decoding.source {
            reusable.move(to: item, index: i)
            source = reusable
        } else {
            source = StepSource(node: item, stepsPath: decoding.stepsPath, index: i)
            decoding.source = source
        }
        // Emptied from the end, keeping the buffers: a step has a site or two, and
        // `removeAll(keepingCapacity:)` costs hundreds of instructions even then.
        while !sites.isEmpty { sites.removeLast() }
        while !unknownFunctions.isEmpty { unknownFunctions.removeLast() }
        choicesAreKnownDistinct = false
        guard case (let step, let facts)? = decodeStep(source) else { return }
        checkStep(step, source, isKindKnown: facts.isKindKnown, into: &decoding.findings)
        // Inserts the step's position unless an earlier step has its id (one hash).
        if decoding.index.insert(step.id, at: decoding.steps.count, in: decoding.steps, hashes: &decoding.idHashes) != nil {
            decoding.duplicates.append(decoding.steps.count)
        }
        decoding.steps.append(step)
        // Appended as it is and changed in place only when it keeps sites: setting a field
        // of a `var` copy before appending it cost a copy and a destroy per step.
        decoding.decoded.append(facts)
        // Paths to a step already decoded are resolved now; the rest wait for the whole flow.
        // (A step without sites, a third of them, passes no arrays to the call.)
        guard !sites.isEmpty else { return }
        for problem in comparisonTypeProblems(sites, steps: decoding.steps, index: decoding.index) {
            let noun = problem.site.isTemplate ? "template" : "expression"
            diagnostics.append(
                .error(
                    "\(problem.message) (column \(problem.column) of the \(noun))",
                    at: problem.site.position.location(in: file, scalarOffset: problem.column - 1),
                    path: source.path(problem.site.place.suffix)))
        }
        let expressions = unresolvedSites(sites, steps: decoding.steps, index: decoding.index)
        if !expressions.isEmpty { decoding.decoded[decoding.decoded.count - 1].expressions = expressions }
    }
}
