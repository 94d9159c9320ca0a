/// Codes a route as `{"screen": <Screen>, "style": "push"|"sheet"|"cover"}`.
///
/// The keys are spelt out (not synthesized) so that renaming a property cannot silently
/// change the shape of stored session files. An unknown style or a missing key is a
/// `DecodingError`; nothing is trapped.
extension Route: Codable where Screen: Codable {
    private enum CodingKeys: String, CodingKey {
        case screen
        case style
    }

    /// Decodes a route from `{"screen": ..., "style": ...}`.
    ///
    /// - Throws: `DecodingError` when a key is missing, the style is not one of
    ///   `push`, `sheet`, `cover`, or the screen does not decode.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            screen: try container.decode(Screen.self, forKey: .screen),
            style: try container.decode(RouteStyle.self, forKey: .style)
        )
    }

    /// Encodes the route as `{"screen": ..., "style": ...}`.
    ///
    /// - Throws: Whatever encoding the screen throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(screen, forKey: .screen)
        try container.encode(style, forKey: .style)
    }
}
