/// Codes a stack as `{"routes": [<Route>, ...]}`, root first; the derived index is rebuilt
/// on decoding, so any decoded array of routes is a valid stack.
extension Routes: Codable where Screen: Codable {
    private enum CodingKeys: String, CodingKey {
        case routes
    }

    /// Decodes a stack from `{"routes": [...]}`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when the key is missing or a route does not decode.
    /// - Complexity: O(*n*), where *n* is the number of routes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(routes: try container.decode([Route<Screen>].self, forKey: .routes))
    }

    /// Encodes the stack as `{"routes": [...]}`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever encoding a screen throws.
    /// - Complexity: O(*n*), where *n* is the number of routes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(routes, forKey: .routes)
    }
}
