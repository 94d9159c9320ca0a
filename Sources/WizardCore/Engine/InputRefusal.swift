/// Why an input was refused: one sentence for the user.
package struct InputRefusal: Error, Equatable {
    var reason: String
}
