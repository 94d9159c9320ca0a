/// Codes a stack as `{"routes": [<Route>, ...]}`, root first; the derived index is rebuilt
/// on decoding, so any decoded array of routes is a valid stack.
extension Routes: Codable where Screen: Codable {
    private enum CodingKeys: String, CodingKey {
        case routes
    }

    /// Decodes a stack from `{"routes": [...]}`.
    ///
    /// - Throws: `DecodingError` when the key is missing or a route does not decode.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(routes: try container.decode([Route<Screen>].self, forKey: .routes))
    }

    /// Encodes the stack as `{"routes": [...]}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(routes, forKey: .routes)
    }
}
