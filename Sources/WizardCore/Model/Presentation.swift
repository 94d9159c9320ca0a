/// How a sub-flow is shown (`present`; the raw values are the JSON spellings): `push` on
/// the same stack, or a modal `sheet` that `dismiss` may close, or a `cover` that can only
/// be completed.
public enum Presentation: String, Sendable, Equatable, Codable {
    case push, sheet, cover
}
