/// Temporary switches that keep the generator away from shapes of flows with a known,
/// already reported defect, so that the generative test reports new failures meanwhile.
/// Each switch goes as soon as its defect is fixed; set it to false to see the defect.
enum KnownDefects {
    /// `"default": ""` on a `text`, `secret` or `path` step crashes the program (SIGSEGV).
    static let avoidEmptyStringDefault = true

    /// `--explain` reports a step as answered from its draft when, after `back`, a `next`
    /// jump skips it; the explain check then ignores steps of flows that have a `next`.
    static let explainMisreportsStepsSkippedByNext = true
}
