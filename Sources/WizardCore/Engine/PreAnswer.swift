/// What the sources (docs/cli.md) say about a step reached going forward.
enum PreAnswer {
    case none
    case answer(AnswerValue, AnswerSource)
    case invalid(AnswerSource, reason: String)
}
