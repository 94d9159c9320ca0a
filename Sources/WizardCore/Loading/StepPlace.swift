/// Where a step is in its file; small, so diagnostic closures capture it, not the JSON.
struct StepPlace {
    let stepsPath: String
    let index: Int

    var text: String { stepsPath + "[\(index)]" }

    func appending(_ suffix: String) -> String { joinJSONPath(text, suffix) }
}
