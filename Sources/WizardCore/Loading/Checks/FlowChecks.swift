/// Every load-time check, in the order their diagnostics are reported; the `LocalCheck`s
/// already ran in the decoder and only hand over what they found.
func runChecks(_ catalog: DecodedCatalog, checksEnvironmentNames: Bool) -> [Diagnostic] {
    func found(_ check: LocalCheck) -> (DecodedCatalog) -> [Diagnostic] { { $0.findings(check) } }
    var checks: [(DecodedCatalog) -> [Diagnostic]] = [
        found(.duplicateStepIDs), checkDuplicateFlowIDs, found(.identifiers), found(.promptRequired),
        checkFlowReferences, found(.nextTargets), found(.choices), found(.defaultValues), found(.bounds),
        found(.validatorPlugins), found(.expressionFunctions), checkAnswerPaths, checkSubflowRecursion,
        found(.unreachableSteps), found(.stepLimit),
    ]
    if checksEnvironmentNames { checks.append(checkEnvironmentNames) }
    checks.append(checkSecretTemplates)
    return checks.flatMap { $0(catalog) }
}
