/// Every load-time check, in the order their diagnostics are reported. Each is
/// a pure function over the decoded flows; all run, and all their diagnostics are reported.
/// The checks of `LocalCheck` ran in the decoder, flow by flow, while the JSON was at hand:
/// here they only hand over what they found.
///
/// - Parameter checksEnvironmentNames: whether to run `checkEnvironmentNames`, whose
///   warnings concern `--format env` output only.
func runChecks(_ catalog: DecodedCatalog, checksEnvironmentNames: Bool) -> [Diagnostic] {
    var checks: [(DecodedCatalog) -> [Diagnostic]] = [
        checkDuplicateStepIDs, checkDuplicateFlowIDs, checkIdentifiers, checkPromptRequired,
        checkFlowReferences, checkNextTargets, checkChoices, checkDefaultValues, checkBounds,
        checkValidatorPlugins, checkExpressionFunctions, checkAnswerPaths, checkSubflowRecursion,
        checkUnreachableSteps, checkStepLimit,
    ]
    if checksEnvironmentNames { checks.append(checkEnvironmentNames) }
    checks.append(checkSecretTemplates)
    return checks.flatMap { $0(catalog) }
}
