/// Every load-time check, in the order their diagnostics are reported. Each is
/// a pure function over the decoded flows; all run, and all their diagnostics are reported.
/// The checks of `LocalCheck` ran in the decoder, flow by flow, while the JSON was at hand:
/// here they only hand over what they found.
let flowChecks: [@Sendable (DecodedCatalog) -> [Diagnostic]] = [
    checkDuplicateStepIDs, checkDuplicateFlowIDs, checkIdentifiers, checkPromptRequired,
    checkFlowReferences, checkNextTargets, checkChoices, checkDefaultValues, checkBounds,
    checkValidatorPlugins, checkExpressionFunctions, checkAnswerPaths, checkSubflowRecursion,
    checkUnreachableSteps, checkStepLimit, checkEnvironmentNames, checkSecretTemplates,
]

/// Runs every check.
func runChecks(_ catalog: DecodedCatalog) -> [Diagnostic] {
    flowChecks.flatMap { $0(catalog) }
}
