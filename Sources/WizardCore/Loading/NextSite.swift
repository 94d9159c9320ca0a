/// One string target of a step's `next`; `key` is nil for a plain `next` string.
struct NextSite: Sendable {
    var key: String?
    var target: String
    var position: SourcePosition
}
