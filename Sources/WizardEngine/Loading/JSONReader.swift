/// Reads strict RFC 8259 JSON from UTF-8 bytes into a `JSONNode` tree (or a `JSONTape`) that
/// remembers the line and column of every value and key.
///
/// The reader makes one pass over the bytes. It refuses comments, trailing commas,
/// duplicate keys, invalid UTF-8, unescaped control characters in strings, unpaired
/// surrogate escapes, input larger than `maxBytes` and nesting deeper than `maxDepth`
/// (checked as it descends, so deep input can never overflow the stack). A leading UTF-8
/// byte order mark is skipped.
package struct JSONReader: Sendable {
    /// SPEC §11: a flow file may hold at most 16 MiB.
    package static let defaultMaxBytes = 16 * 1024 * 1024
    /// SPEC §11: JSON may nest at most 256 levels (an array or object is one level).
    package static let defaultMaxDepth = 256

    /// The largest input accepted, in bytes.
    package var maxBytes: Int
    /// The deepest nesting of arrays and objects accepted.
    package var maxDepth: Int

    /// Creates a reader with the given limits (SPEC §11's by default).
    ///
    /// - Parameters:
    ///   - maxBytes: the largest input accepted, in bytes.
    ///   - maxDepth: the deepest nesting of arrays and objects accepted.
    package init(maxBytes: Int = JSONReader.defaultMaxBytes, maxDepth: Int = JSONReader.defaultMaxDepth) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
    }

    /// Reads one JSON value that must span the whole input (whitespace aside).
    ///
    /// - Parameter bytes: UTF-8 encoded JSON text.
    /// - Returns: the value with positions.
    /// - Throws: `JSONSyntaxError` with a one-line message and the 1-based line and column
    ///   (in Unicode scalars) of the first problem.
    /// - Complexity: O(number of bytes), plus O(k log k) per object of k > 8 keys for the
    ///   duplicate check.
    package func read(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONNode {
        // Contiguous input (an array) is read in place: no copy of the file.
        let inPlace = bytes.withContiguousStorageIfAvailable { buffer in readTape(buffer) }
        let tape = try (inPlace ?? Array(bytes).withUnsafeBufferPointer { buffer in readTape(buffer) }).get()
        return tape.node(at: 0)
    }

    /// Reads `bytes` into a `JSONTape` (see `read(_:)`); the tape keeps its own copy of the
    /// bytes, so the caller may free them.
    func readTape(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<JSONTape, JSONSyntaxError> {
        if bytes.count > maxBytes {
            return .failure(
                JSONSyntaxError(
                    message:
                        "input is \(bytes.count) bytes, more than the limit of \(JSONReader.describeSize(maxBytes))",
                    line: 1, column: 1))
        }
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
        do throws(JSONSyntaxError) {
            try parser.parseDocument()
        } catch {
            parser.entries.deallocate()
            return .failure(error)
        }
        return .success(JSONTape(entries: parser.entries, bytes: bytes, strings: parser.strings))
    }

    /// `16 MiB (16777216 bytes)`, or just the byte count when it is not whole mebibytes.
    static func describeSize(_ bytes: Int) -> String {
        let mebibyte = 1024 * 1024
        if bytes >= mebibyte, bytes % mebibyte == 0 {
            return "\(bytes / mebibyte) MiB (\(bytes) bytes)"
        }
        return "\(bytes) bytes"
    }
}

/// A JSON syntax error: what was expected and found, and where (lines and columns from 1).
package struct JSONSyntaxError: Error, Equatable, Sendable {
    /// One sentence without a trailing period, e.g.
    /// `expected ',' or '}' after object member but found '"'`.
    package var message: String
    /// The line, from 1.
    package var line: Int
    /// The column, from 1, in Unicode scalars.
    package var column: Int

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - message: one sentence without a trailing period.
    ///   - line: the line, from 1.
    ///   - column: the column, from 1, in Unicode scalars.
    package init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }
}
