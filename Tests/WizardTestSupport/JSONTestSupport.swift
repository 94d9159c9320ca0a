import WizardCore

/// Reads `text` with a reader of the given limits; the error's rendered `LINE:COL: MESSAGE`
/// or nil on success.
package func jsonError(_ text: String, maxBytes: Int = JSONReader.defaultMaxBytes, maxDepth: Int = 256) -> String? {
    jsonError(bytes: Array(text.utf8), maxBytes: maxBytes, maxDepth: maxDepth)
}

/// As `jsonError(_:)`, over raw bytes (for invalid UTF-8).
package func jsonError(bytes: [UInt8], maxBytes: Int = JSONReader.defaultMaxBytes, maxDepth: Int = 256) -> String? {
    do {
        _ = try JSONReader(maxBytes: maxBytes, maxDepth: maxDepth).read(bytes)
        return nil
    } catch {
        return "\(error.line):\(error.column): \(error.message)"
    }
}
