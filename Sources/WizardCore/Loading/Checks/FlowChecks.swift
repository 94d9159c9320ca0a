/// Every load-time check, in the order their diagnostics are reported; the `LocalCheck`s
/// already ran in the decoder and only hand over what they found.
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
