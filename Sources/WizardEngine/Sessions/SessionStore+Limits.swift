extension SessionStore {
    /// What a session file may hold (docs/sessions.md): no more than a run can hold, so
    /// that a hand-made file cannot make `--resume` run out of memory or time. A session
    /// beyond them is refused with `LoadError.beyondLimit`, and a run never writes one.
    package struct Limits: Equatable, Sendable {
        /// The largest file read, in bytes.
        package var maxBytes = 64 * 1024 * 1024
        /// The most entries on the stack: the most one run pushes (`Engine.entryLimit`).
        package var entries = 100_000
        /// The most sub-flows nested inside one another (`Engine.maximumNesting`).
        package var nesting = Engine.maximumNesting
        /// The most bytes of answer-path prefixes the frame table makes, all its records
        /// together (`Engine.recordLimit`, which bounds the answer paths a run records).
        package var prefixBytes = 64 * 1024 * 1024

        /// The most JSON values the file holds besides its stack's entries (answers, drafts,
        /// typed paths, frames), each of which takes memory out of proportion to its bytes.
        package var values = 1_000_000

        /// The default limits, those of a run with the engine's defaults.
        package init() {}

        /// `more than 64 MiB (67108864 bytes)`.
        var describeBytes: String { "more than \(Self.describe(bytes: maxBytes))" }

        /// `more than 100,000 entries, the most one run pushes`.
        var describeEntries: String { "more than \(Self.grouped(entries)) entries, the most one run pushes" }

        /// `more than 1,000,000 values besides its entries`.
        var describeValues: String { "more than \(Self.grouped(values)) values besides its entries" }

        /// Why a session's frame table (`frames`, as read) is beyond the limits, or nil.
        ///
        /// A record whose parent is not an earlier record is left to decoding, which
        /// refuses it as damaged.
        ///
        /// - Parameter frames: the table's records as read from the file.
        /// - Returns: `sub-flows nested more than 100 deep` or `answer paths of more than
        ///   64 MiB (67108864 bytes) in its sub-flows`; nil within the limits.
        /// - Complexity: O(*n*) in the number of records.
        func problem(withFrames frames: AnswerValue?) -> String? {
            guard case .array(let records)? = frames else { return nil }
            var depths: [Int] = []
            var prefixes: [Int] = []
            depths.reserveCapacity(records.count)
            prefixes.reserveCapacity(records.count)
            var total = 0
            for record in records {
                guard case .object(let members) = record, case .string(let step)? = members["flowStep"] else { return nil }
                var depth = 1
                var prefix = step.utf8.count
                if case .integer(let item)? = members["item"] { prefix += 1 + String(item).utf8.count }
                if case .integer(let parent)? = members["parent"] {
                    guard parent >= 0, parent < depths.count else { return nil }
                    depth += depths[parent]
                    prefix += prefixes[parent] + 1
                }
                if depth > nesting { return "sub-flows nested more than \(nesting) deep" }
                total += prefix
                if total > prefixBytes { return "answer paths of more than \(Self.describe(bytes: prefixBytes)) in its sub-flows" }
                depths.append(depth)
                prefixes.append(prefix)
            }
            return nil
        }

        /// `64 MiB (67108864 bytes)`, or the byte count alone when it is not whole mebibytes.
        static func describe(bytes: Int) -> String {
            let mebibyte = 1024 * 1024
            guard bytes >= mebibyte, bytes % mebibyte == 0 else { return "\(bytes) bytes" }
            return "\(bytes / mebibyte) MiB (\(bytes) bytes)"
        }

        /// `100,000`.
        static func grouped(_ number: Int) -> String {
            var digits = String(number)
            var index = digits.endIndex
            while digits.distance(from: digits.startIndex, to: index) > 3 {
                index = digits.index(index, offsetBy: -3)
                digits.insert(",", at: index)
            }
            return digits
        }
    }
}
