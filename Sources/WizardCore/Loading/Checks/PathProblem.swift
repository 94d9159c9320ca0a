struct PathProblem {
    var message: MessageText
    var word: String
    var candidates: [String]
}
