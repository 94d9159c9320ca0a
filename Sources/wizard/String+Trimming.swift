extension String {
    /// The string without leading and trailing characters of `set`.
    func trimmingCharacters(in set: String) -> String {
        let drop = Set(set)
        let start = firstIndex { !drop.contains($0) } ?? endIndex
        let end = lastIndex { !drop.contains($0) }.map { index(after: $0) } ?? start
        return start < end ? String(self[start..<end]) : ""
    }
}
