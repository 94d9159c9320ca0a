extension Routes {
    /// Checks the invariant documented on ``Routes``; only the derived `modalStarts` can
    /// break.
    ///
    /// - Returns: One sentence per broken invariant, in a fixed order; empty when all hold.
    /// - Complexity: O(*n*), where *n* is the number of routes.
    public func checkInvariants() -> [String] {
        var problems: [String] = []
        for (position, index) in modalStarts.enumerated() {
            if !routes.indices.contains(index) {
                problems.append(
                    "modalStarts[\(position)] = \(index) is not an index of \(routes.count) routes")
            }
            if position > 0, modalStarts[position - 1] >= index {
                problems.append(
                    "modalStarts is not increasing at position \(position): \(modalStarts)")
            }
        }
        let expected = routes.indices.filter { routes[$0].style.isModal }
        if modalStarts != expected {
            problems.append("modalStarts is \(modalStarts) but the modal routes are at \(expected)")
        }
        return problems
    }
}
