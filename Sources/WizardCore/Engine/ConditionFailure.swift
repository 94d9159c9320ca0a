/// A condition that could not be evaluated.
struct ConditionFailure: Error, Equatable {
    var reason: String
}
