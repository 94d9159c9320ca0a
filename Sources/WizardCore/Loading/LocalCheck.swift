/// The checks that need only one flow; the decoder runs them (see `DecodedFlow.findings`).
enum LocalCheck: Int, CaseIterable {
    case duplicateStepIDs, identifiers, promptRequired, nextTargets, choices, defaultValues, bounds
    case validatorPlugins, expressionFunctions, unreachableSteps, stepLimit
}
