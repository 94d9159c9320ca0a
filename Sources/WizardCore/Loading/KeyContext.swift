/// Where a key of a flow file sits, as the loader's messages say it after the key
/// (`unknown key 'promt' in step`): a phrase with its preposition, in the reader's language.
extension MessageText {
    /// `in flow`.
    static var inFlow: MessageText { MessageText(.loadInFlow) }
    /// `in step`.
    static var inStep: MessageText { MessageText(.loadInStep) }
    /// `in choice`.
    static var inChoice: MessageText { MessageText(.loadInChoice) }
    /// `in plugin`.
    static var inPlugin: MessageText { MessageText(.loadInPlugin) }

    /// `in 'select' step`.
    static func inStep(ofType typeName: String) -> MessageText {
        MessageText(.loadInTypedStep, ["type": typeName])
    }

    /// `in 'validate'`, `in choices`: `name` as the file spells it, quoted or not.
    static func inMember(_ name: String) -> MessageText {
        MessageText(.loadInMember, ["name": name])
    }
}

/// `'a' and 'b' and 'c'`: names (quoted as they should show) joined by the reader's *and*.
func andList(_ names: [String]) -> MessageText {
    guard names.count > 1, let first = names.first else { return MessageText(.loadName, ["name": names.first ?? ""]) }
    return MessageText(.loadBoth, ["first": first], parts: ["second": andList(Array(names.dropFirst()))])
}

/// `'a' or 'b'`: names (quoted as they should show) joined by the reader's *or*.
func orList(_ names: [String]) -> MessageText {
    guard names.count > 1, let first = names.first else { return MessageText(.loadName, ["name": names.first ?? ""]) }
    return MessageText(.loadEither, ["first": first], parts: ["second": orList(Array(names.dropFirst()))])
}
