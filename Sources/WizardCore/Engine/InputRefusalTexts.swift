/// The sentences that refuse a typed answer, as templates with `{name}` placeholders: data
/// the host passes in (the CLI reads them from its message catalogue), English by default.
///
/// A value from `--set`, an answers file or an environment variable is refused with them
/// too; `wizard check`, whose problem list stays English, passes none.
public struct InputRefusalTexts: Sendable, Equatable {
    /// An empty answer to a step that needs one.
    public var answerRequired = "an answer is required"
    /// `{found}`: what was typed for a number.
    public var expectedNumber = "expected a number such as 42 or 3.5, found '{found}'"
    /// `{found}`: what was typed for a whole number.
    public var expectedInteger = "expected a whole number such as 42, found '{found}'"
    /// `{count}` choices, `{choices}` listed (at most eight, then `...`), `{found}` typed.
    public var expectedChoice = "expected a number from 1 to {count} or one of {choices}, found '{found}'"
    /// The sentences of the fixed rules of `validate` (pattern, lengths, bounds, counts).
    public var ruleTemplates = RuleFailure.englishTemplates
    /// The rarer refusals of a typed answer, by what they refuse.
    public var sentences = Sentence.englishTemplates
    /// The language of what a refusal quotes from elsewhere: an expression's error
    /// (`EvaluationError.text`), the JSON reader's reason and the name of a JSON type.
    public var messages = Messages.english

    /// A refusal of a typed answer other than the fixed rules and the four above.
    public enum Sentence: String, Sendable, CaseIterable {
        /// A line longer than 64 KiB.
        case inputTooLong
        /// A `validate.expr` that does not hold.
        case ruleNotAccepted
        /// `{reason}`: why a `validate.expr` could not be evaluated.
        case ruleNotChecked
        /// `{name}`: a validator no plugin provides.
        case noValidator
        /// A `list` line starting with `[` that is no JSON array of strings.
        case expectedList
        /// `{count}` the fewest items, `{found}` how many were given.
        case tooFewItems
        /// `{count}` the most items, `{found}` how many were given.
        case tooManyItems
        /// `{reason}` and `{column}`: a `json` line that is no JSON text.
        case expectedJSON
        /// `{path}`: a path that must exist and does not.
        case pathMissing
        /// `{path}`: a directory given where a file is expected.
        case pathNotFile
        /// `{path}`: a file given where a directory is expected.
        case pathNotDirectory
        /// `{template}` and `{reason}`: a default whose template could not be computed.
        case defaultFailed
        /// `{template}`: a default that gave an empty value for a required step.
        case defaultEmpty
        /// `{name}`: a step type no plugin provides.
        case noStepType
        /// `{name}` and `{reason}`: a plugin step type that failed.
        case stepTypeFailed
        /// `{name}`: a choices provider no plugin provides.
        case noChoices
        /// `{path}`: neither a file nor a directory (a device, a socket) where one is expected.
        case pathSpecial
        /// A step that takes no input (a message or a sub-flow).
        case noInput
        /// A secret a resumed run or a replayed recording needs that no source gives.
        case noSecretSource
        /// `{found}`: the JSON type an answers file gives (`number`) where each of these is expected.
        case expectedString, expectedBoolean, expectedChoiceValue, expectedChoiceValues, expectedStrings
        /// `{found}`: the JSON type given where a number, an integer or nothing is expected.
        case expectedNumberValue, expectedIntegerValue, expectedNoValue
        /// `{found}`: the type of the first item of a list that is no string, a word taking
        /// `a` (`number`) or `an` (`integer`).
        case expectedStringItems, expectedStringItemsAn
        /// `{choices}` and `{found}`: a choice named by an answers file that is none.
        case expectedChoiceByName

        /// The English templates.
        public static let englishTemplates: [Sentence: String] = [
            .inputTooLong: "the input is longer than 64 KiB",
            .ruleNotAccepted: "the answer is not accepted by the step's rule",
            .ruleNotChecked: "the step's rule could not be checked: {reason}",
            .noValidator: "no plugin provides the validator '{name}'",
            .expectedList: "expected items separated by commas or a JSON array of strings",
            .tooFewItems: "expected at least {count} items, found {found}",
            .tooManyItems: "expected at most {count} items, found {found}",
            .expectedJSON: "expected JSON text: {reason} at column {column}",
            .pathMissing: "no file or directory exists at '{path}'",
            .pathNotFile: "'{path}' is a directory, expected a file",
            .pathNotDirectory: "'{path}' is a file, expected a directory",
            .pathSpecial: "'{path}' is neither a file nor a directory",
            .defaultFailed: "the default '{template}' could not be computed: {reason}",
            .defaultEmpty: "the default '{template}' gave an empty value, and the step needs an answer",
            .noStepType: "no plugin provides the step type '{name}'",
            .stepTypeFailed: "the step type '{name}' failed: {reason}",
            .noChoices: "no plugin provides the choices '{name}'",
            .noInput: "this step takes no input",
            .noSecretSource: "no source gives this secret",
            .expectedString: "expected a string, found {found}",
            .expectedBoolean: "expected a boolean, found {found}",
            .expectedChoiceValue: "expected a choice value, found {found}",
            .expectedChoiceValues: "expected an array of choice values, found {found}",
            .expectedStrings: "expected an array of strings, found {found}",
            .expectedNumberValue: "expected a number, found {found}",
            .expectedIntegerValue: "expected an integer, found {found}",
            .expectedNoValue: "expected no value, found {found}",
            .expectedStringItems: "expected an array of strings, found an array holding a {found}",
            .expectedStringItemsAn: "expected an array of strings, found an array holding an {found}",
            .expectedChoiceByName: "expected one of {choices}, found '{found}'",
        ]
    }

    public init() {}

    public init(answerRequired: String, expectedNumber: String, expectedInteger: String, expectedChoice: String) {
        self.answerRequired = answerRequired
        self.expectedNumber = expectedNumber
        self.expectedInteger = expectedInteger
        self.expectedChoice = expectedChoice
    }
}

extension InputRefusalTexts {
    /// The refusal of `sentence`, its placeholders filled from `arguments`.
    func refusal(_ sentence: Sentence, _ arguments: [String: String] = [:]) -> InputRefusal {
        let template = sentences[sentence] ?? Sentence.englishTemplates[sentence] ?? sentence.rawValue
        return InputRefusal(reason: template.filling(arguments))
    }

    /// The name of the JSON type of `value` (`string`, `integer`), in the texts' language.
    func typeName(of value: AnswerValue) -> String {
        let key: MessageKey =
            switch value {
            case .null: .jsonTypeNull
            case .bool: .jsonTypeBoolean
            case .integer: .jsonTypeInteger
            case .number: .jsonTypeNumber
            case .string: .jsonTypeString
            case .array: .jsonTypeArray
            case .object: .jsonTypeObject
            }
        return messages.text(key)
    }
}
