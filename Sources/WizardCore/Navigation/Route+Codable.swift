/// Codes a route as `{"screen": <Screen>, "style": "push"|"sheet"|"cover"}`, keys spelt
/// out so that renaming a property cannot change stored session files.
extension Route: Codable where Screen: Codable {
    private enum CodingKeys: String, CodingKey {
        case screen
        case style
    }

    /// Decodes a route from `{"screen": ..., "style": ...}`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` for a missing key, an unknown style or a bad screen.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            screen: try container.decode(Screen.self, forKey: .screen),
            style: try container.decode(RouteStyle.self, forKey: .style)
        )
    }

    /// Encodes the route as `{"screen": ..., "style": ...}`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever encoding the screen throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(screen, forKey: .screen)
        try container.encode(style, forKey: .style)
    }
}
