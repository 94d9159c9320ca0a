/// Temporary switches that keep the generative test away from a known, already reported
/// defect, so that it reports new failures meanwhile. Each switch goes as soon as its defect
/// is fixed; set it to false to see the defect.
enum KnownDefects {
    /// `--explain` reports a step as answered from its draft when, after `back`, a `next`
    /// jump skips it; the explain check then ignores steps of flows that have a `next`.
    static let explainMisreportsStepsSkippedByNext = true

    /// `--explain` still reports the answers given inside a sheet after the sheet is
    /// dismissed (they are discarded, so the output rightly lacks them); the explain check
    /// then ignores steps inside sheets.
    static let explainReportsAnswersOfDismissedSheets = true
}
