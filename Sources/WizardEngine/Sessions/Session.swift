/// What is saved when a run stops early (docs/sessions.md): the whole state without secrets, and
/// enough to tell whether the flow changed since.
package struct Session: Codable, Equatable, Sendable {
    /// The session file format; the first format is upgraded when read, any other value is foreign.
    package static let currentFormat = "wizard-session/2"

    /// The file format marker.
    package var format: String
    /// The root flow's id.
    package var flowID: String
    /// A fingerprint of the flow file and its imports (see `Session.fingerprint(of:)`).
    package var fingerprint: String
    /// The run's state, secrets removed.
    package var state: WizardState

    /// Creates a session record in the current format.
    ///
    /// - Parameters:
    ///   - flowID: the root flow's id.
    ///   - fingerprint: `fingerprint(of:)` of the files the flow was loaded from.
    ///   - state: the run's state; remove its secrets first (`Engine.removingSecrets(from:)`).
    package init(flowID: String, fingerprint: String, state: WizardState) {
        self.format = Session.currentFormat
        self.flowID = flowID
        self.fingerprint = fingerprint
        self.state = state
    }

    /// One fingerprint for a set of source files: their paths, byte counts and FNV-1a hashes.
    ///
    /// - Parameter files: the files read while loading, in reading order (order matters).
    /// - Returns: `PATH#COUNT#HASH` per file, joined by `;`.
    /// - Complexity: O(*n*) in the number of files.
    package static func fingerprint(of files: [SourceFile]) -> String {
        files.map { "\($0.path)#\($0.byteCount)#\(String($0.fingerprint, radix: 16))" }.joined(separator: ";")
    }
}
