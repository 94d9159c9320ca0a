@testable import WizardCore

extension WizardState {
    /// This state with `other`'s count of recorded bytes: for comparisons that pin the
    /// stack, the frames and the answers of a run built by hand, or read from a session
    /// format that did not keep the count. The count has tests of its own (`LimitTests`).
    func withRecordedBytes(of other: WizardState) -> WizardState {
        var copy = self
        copy.recordedBytes = other.recordedBytes
        return copy
    }
}
