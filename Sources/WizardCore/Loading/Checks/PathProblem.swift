struct PathProblem {
    var message: String
    var word: String
    var candidates: [String]
}
