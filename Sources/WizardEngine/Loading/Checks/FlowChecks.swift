/// Every load-time check of SPEC §11, in the order their diagnostics are reported. Each is
/// a pure function over the decoded flows; all run, and all their diagnostics are reported.
/// The checks of `LocalCheck` ran in the decoder, flow by flow, while the JSON was at hand:
/// here they only hand over what they found.
let flowChecks: [@Sendable (DecodedCatalog) -> [Diagnostic]] = [
    checkDuplicateStepIDs, checkDuplicateFlowIDs, checkIdentifiers, checkPromptRequired,
    checkFlowReferences, checkNextTargets, checkChoices, checkDefaultValues, checkBounds,
    checkValidatorPlugins, checkExpressionFunctions, checkAnswerPaths, checkSubflowRecursion,
    checkUnreachableSteps, checkStepLimit, checkEnvironmentNames,
]

/// Runs every check.
func runChecks(_ catalog: DecodedCatalog) -> [Diagnostic] {
    flowChecks.flatMap { $0(catalog) }
}

extension StepSource {
    /// Whether the step's object has a member `key`: one test of its key index, where
    /// `node(_:)` also makes the member's view. The per-step checks ask this first, as most
    /// steps lack what they look at, or hold it well formed.
    @inline(__always)
    func has(_ key: FlowKey) -> Bool {
        keys.present & (1 << UInt64(key.rawValue)) != 0
    }
}
