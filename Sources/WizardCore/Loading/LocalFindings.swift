/// The diagnostics of each `LocalCheck` for one flow, in the order the check found them.
struct LocalFindings: Sendable {
    private var lists: [[Diagnostic]] = []

    subscript(check: LocalCheck) -> [Diagnostic] {
        check.rawValue < lists.count ? lists[check.rawValue] : []
    }

    /// Adds what `other` found after what this found, check by check.
    mutating func append(contentsOf other: LocalFindings) {
        guard !other.lists.isEmpty else { return }
        if lists.isEmpty {
            lists = other.lists
            return
        }
        for check in lists.indices { lists[check].append(contentsOf: other.lists[check]) }
    }

    /// Runs `body` and keeps what it reports as findings of `check`.
    mutating func run(_ check: LocalCheck, _ body: (inout [Diagnostic]) -> Void) {
        var found: [Diagnostic] = []
        body(&found)
        guard !found.isEmpty else { return }
        if lists.isEmpty { lists = Array(repeating: [], count: LocalCheck.allCases.count) }
        lists[check.rawValue].append(contentsOf: found)
    }
}
