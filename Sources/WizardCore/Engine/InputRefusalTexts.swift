/// The sentences that refuse a typed answer, as templates with `{name}` placeholders: data
/// the host passes in (the CLI reads them from its message catalogue), English by default.
///
/// Only typed answers use them; a value from `--set`, an answers file or an environment
/// variable is refused in English, as `wizard check` words its problems.
public struct InputRefusalTexts: Sendable, Equatable {
    /// An empty answer to a step that needs one.
    public var answerRequired = "an answer is required"
    /// `{found}`: what was typed for a number.
    public var expectedNumber = "expected a number such as 42 or 3.5, found '{found}'"
    /// `{found}`: what was typed for a whole number.
    public var expectedInteger = "expected a whole number such as 42, found '{found}'"
    /// `{count}` choices, `{choices}` listed (at most eight, then `...`), `{found}` typed.
    public var expectedChoice = "expected a number from 1 to {count} or one of {choices}, found '{found}'"

    public init() {}

    public init(answerRequired: String, expectedNumber: String, expectedInteger: String, expectedChoice: String) {
        self.answerRequired = answerRequired
        self.expectedNumber = expectedNumber
        self.expectedInteger = expectedInteger
        self.expectedChoice = expectedChoice
    }
}

extension String {
    /// The template with each `{name}` of `arguments` replaced by its value (values are
    /// not searched again).
    func filling(_ arguments: [String: String]) -> String {
        var result = ""
        var rest = Substring(self)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let value = arguments[String(rest[afterOpen..<close])] {
                result += value
                rest = rest[rest.index(after: close)...]
            } else {
                result.append("{")
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }
}
