/// Why a plugin refused (or failed on) an input: one sentence.
struct PluginRefusal: Error, Equatable {
    var reason: String
}
