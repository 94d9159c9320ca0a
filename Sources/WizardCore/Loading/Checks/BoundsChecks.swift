/// `validate.min_length`/`max_length` are non-negative and ordered, `validate.min` ≤
/// `validate.max`, and `repeat.min`/`max` are non-negative and ordered.
///
/// The bounds check of one step, run by the decoder while the step's JSON is at hand.
func checkBounds(_ step: Step, _ source: StepSource, file: String, into out: inout [Diagnostic]) {
    checkValidationBounds(step, source, file: file, into: &out)
    if let reference = step.flowReference, let repetition = reference.repetition {
        checkPair(
            lower: (Double(repetition.min), "min"), upper: (repetition.max.map(Double.init), "max"),
            object: source[.repetition], path: source.place.appending("repeat"), nonNegative: true, file: file, into: &out)
    }
}

/// The `validate` part of `checkBounds`.
private func checkValidationBounds(_ step: Step, _ source: StepSource, file: String, into out: inout [Diagnostic]) {
    let rule = step.validation
    if let validate = source[.validate] {
        checkPair(
            lower: (rule.minLength.map(Double.init), "min_length"), upper: (rule.maxLength.map(Double.init), "max_length"),
            object: validate, path: source.place.appending("validate"), nonNegative: true, file: file, into: &out)
        checkPair(
            lower: (rule.min, "min"), upper: (rule.max, "max"), object: validate, path: source.place.appending("validate"),
            nonNegative: false, file: file, into: &out)
    }
}

/// Reports a negative bound (when `nonNegative`) and a lower bound above the upper one.
private func checkPair(
    lower: (value: Double?, key: String), upper: (value: Double?, key: String), object: JSONNode?, path: @autoclosure () -> String,
    nonNegative: Bool, file: String, into out: inout [Diagnostic]
) {
    guard let object else { return }
    var valid = true
    func checkNonNegative(_ bound: (value: Double?, key: String)) {
        guard nonNegative, let value = bound.value, value < 0, let node = object[bound.key] else { return }
        valid = false
        out.append(
            .error(
                MessageText(.loadBoundNegative, ["key": bound.key], parts: ["found": node.summaryText]),
                at: node.location(in: file),
                path: joinJSONPath(path(), bound.key)))
    }
    checkNonNegative(lower)
    checkNonNegative(upper)
    guard valid, let low = lower.value, let high = upper.value, low > high, let node = object[lower.key],
        let highNode = object[upper.key]
    else { return }
    out.append(
        .error(
            MessageText(
                .loadBoundsReversed, ["lower": lower.key, "upper": upper.key],
                parts: ["low": node.summaryText, "high": highNode.summaryText]),
            at: node.location(in: file), path: joinJSONPath(path(), lower.key)))
}
