/// Reads strict RFC 8259 JSON from UTF-8 bytes into a `JSONNode` tree that remembers the
/// line and column of every value and key.
///
/// It refuses comments, trailing commas, duplicate keys, invalid UTF-8, unescaped control
/// characters, unpaired surrogates, and input past `maxBytes` or `maxDepth` (checked as it
/// descends, so deep input cannot overflow the stack). A leading byte order mark is skipped.
package struct JSONReader: Sendable {
    /// A flow file may hold at most 16 MiB.
    package static let defaultMaxBytes = 16 * 1024 * 1024
    /// JSON may nest at most 256 levels (an array or object is one level).
    package static let defaultMaxDepth = 256

    /// The largest input accepted, in bytes.
    package var maxBytes: Int
    /// The deepest nesting of arrays and objects accepted.
    package var maxDepth: Int
    /// The most values a document may hold, nested ones included.
    package var maxValues: Int
    /// Refuse a number that would be printed changed: an integer beyond 64 bits, a non-zero
    /// number too small for a `Double`, a whole number written with a fraction or exponent
    /// (`1.0`, printed `1`). For `json` answers, which are printed as given.
    package var keepsNumbersExact = false

    /// Creates a reader with the given limits (those of flow files by default).
    ///
    /// - Parameters:
    ///   - maxBytes: the largest input accepted, in bytes.
    ///   - maxDepth: the deepest nesting of arrays and objects accepted.
    ///   - maxValues: the most values a document may hold (no limit by default: flow files
    ///     take theirs from `LoadLimits`).
    package init(
        maxBytes: Int = JSONReader.defaultMaxBytes, maxDepth: Int = JSONReader.defaultMaxDepth, maxValues: Int = .max
    ) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxValues = maxValues
    }

    /// Reads one JSON value that must span the whole input (whitespace aside).
    ///
    /// - Parameter bytes: UTF-8 encoded JSON text.
    /// - Returns: the value with positions.
    /// - Throws: `JSONSyntaxError` at the first problem.
    /// - Complexity: O(number of bytes) expected.
    package func read(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONNode {
        if bytes.count > maxBytes {
            throw JSONSyntaxError(
                MessageText(.loadJSONTooLarge, ["count": String(bytes.count)], parts: ["limit": JSONReader.sizeText(maxBytes)]),
                line: 1, column: 1)
        }
        var parser = JSONParser(bytes: Array(bytes), maxDepth: maxDepth, maxValues: maxValues)
        parser.keepsNumbersExact = keepsNumbersExact
        return try parser.parseDocument()
    }

    /// Reads one JSON value that must span the whole input, straight into an `AnswerValue`
    /// (no positions), handing each element of the array at `path` to `item` as it is read
    /// instead of keeping it: a session's stack of 100,000 entries is never held as one
    /// tree of values.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 encoded JSON text.
    ///   - path: the member keys leading to the array whose elements go to `item`; the
    ///     result holds an empty array there.
    ///   - skippedKey: a member of the top-level object whose value is only checked (its
    ///     syntax and depth, not its duplicate keys) and left out of the result.
    ///   - item: takes each element in order; what it throws stops the reading.
    /// - Returns: the value, objects as dictionaries; `maxValues` bounds the values it holds
    ///   (and those of the element being read), not those handed to `item`.
    /// - Throws: `JSONSyntaxError` at the first problem, or what `item` throws.
    /// - Complexity: O(number of bytes) expected.
    package func readValue(
        _ bytes: [UInt8], splicing path: [String], skipping skippedKey: String? = nil,
        item: (AnswerValue) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) -> AnswerValue {
        if bytes.count > maxBytes {
            throw JSONSyntaxError(
                message: "input is \(bytes.count) bytes, more than the limit of \(JSONReader.describeSize(maxBytes))",
                line: 1, column: 1)
        }
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth, maxValues: maxValues)
        parser.keepsNumbersExact = keepsNumbersExact
        parser.skippedKey = skippedKey
        return try parser.parseAnswerDocument(splicing: path, item: item)
    }

    /// `16 MiB (16777216 bytes)`, or just the byte count when it is not whole mebibytes.
    static func describeSize(_ bytes: Int) -> String { sizeText(bytes).english }

    /// `describeSize` as a message, for diagnostics in the reader's language.
    static func sizeText(_ bytes: Int) -> MessageText {
        let mebibyte = 1024 * 1024
        if bytes >= mebibyte, bytes % mebibyte == 0 {
            return MessageText(.loadSizeMiB, ["mebibytes": String(bytes / mebibyte), "bytes": String(bytes)])
        }
        return MessageText(.loadSizeBytes, ["bytes": String(bytes)])
    }
}
