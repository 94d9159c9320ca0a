extension Messages {
    /// The sentences refusing a typed answer, from these catalogues, for `Engine.refusalTexts`.
    public var inputRefusalTexts: InputRefusalTexts {
        var texts = InputRefusalTexts(
            answerRequired: text(.inputRequired), expectedNumber: text(.inputExpectedNumber),
            expectedInteger: text(.inputExpectedInteger), expectedChoice: text(.inputExpectedChoice))
        for template in RuleFailure.Template.allCases { texts.ruleTemplates[template] = text(Self.key(of: template)) }
        for sentence in InputRefusalTexts.Sentence.allCases { texts.sentences[sentence] = text(Self.key(of: sentence)) }
        texts.messages = self
        return texts
    }

    /// The default question of a repeat, from these catalogues, for `Engine.repeatQuestionTexts`.
    public var repeatQuestionTexts: RepeatQuestionTexts {
        var texts = RepeatQuestionTexts()
        texts.first = text(.repeatFirst)
        texts.another = text(.repeatAnother)
        texts.firstNamed = text(.repeatFirstNamed)
        texts.anotherNamed = text(.repeatAnotherNamed)
        texts.lowercasesName = text(.repeatLowercasesName).lowercased() != "no"
        return texts
    }

    /// Why `--at` cannot name a step, from these catalogues, for `Engine.deepLinkTexts`.
    public var deepLinkTexts: DeepLinkTexts {
        var texts = DeepLinkTexts()
        texts.notAStep = text(.atNotAStep)
        texts.didYouMean = text(.atDidYouMean)
        texts.isSubflow = text(.atIsSubflow)
        texts.isModal = text(.atIsModal)
        texts.repeats = text(.atRepeats)
        texts.notLoaded = text(.atNotLoaded)
        texts.isMessage = text(.atIsMessage)
        texts.notSubflow = text(.atNotSubflow)
        texts.noRoot = text(.atNoRoot)
        return texts
    }

    static func key(of template: RuleFailure.Template) -> MessageKey {
        switch template {
        case .pattern: .validatePattern
        case .minLengthOne: .validateMinLengthOne
        case .minLengthMany: .validateMinLengthMany
        case .maxLengthOne: .validateMaxLengthOne
        case .maxLengthMany: .validateMaxLengthMany
        case .minCount: .validateMinCount
        case .maxCount: .validateMaxCount
        case .minimum: .validateMinimum
        case .maximum: .validateMaximum
        }
    }

    static func key(of sentence: InputRefusalTexts.Sentence) -> MessageKey {
        switch sentence {
        case .inputTooLong: .inputTooLong
        case .ruleNotAccepted: .validateNotAccepted
        case .ruleNotChecked: .validateNotChecked
        case .noValidator: .validateNoValidator
        case .expectedList: .inputExpectedList
        case .tooFewItems: .inputTooFewItems
        case .tooManyItems: .inputTooManyItems
        case .expectedJSON: .inputExpectedJSON
        case .pathMissing: .inputPathMissing
        case .pathNotFile: .inputPathNotFile
        case .pathNotDirectory: .inputPathNotDirectory
        case .pathSpecial: .inputPathSpecial
        case .defaultFailed: .inputDefaultFailed
        case .defaultEmpty: .inputDefaultEmpty
        case .noStepType: .inputNoStepType
        case .stepTypeFailed: .inputStepTypeFailed
        case .noChoices: .inputNoChoices
        case .noInput: .inputNoInput
        case .expectedString: .inputExpectedString
        case .expectedBoolean: .inputExpectedBoolean
        case .expectedChoiceValue: .inputExpectedChoiceValue
        case .expectedChoiceValues: .inputExpectedChoiceValues
        case .expectedStrings: .inputExpectedStrings
        case .expectedNumberValue: .inputExpectedNumberValue
        case .expectedIntegerValue: .inputExpectedIntegerValue
        case .expectedNoValue: .inputExpectedNoValue
        case .expectedStringItems: .inputExpectedStringItems
        case .expectedStringItemsAn: .inputExpectedStringItemsAn
        case .expectedChoiceByName: .inputExpectedChoiceByName
        }
    }
}
