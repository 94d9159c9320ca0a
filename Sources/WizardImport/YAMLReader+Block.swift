import WizardCore

extension YAMLReader {
    /// Reads the node that starts at `pos` (content), inside a parent indented by
    /// `parentIndent`; `inline` when it follows its key's `:` on the same line.
    mutating func nodeHere(parentIndent: Int, inline: Bool) throws(ImportError) -> JSONNode {
        try enterNesting()
        defer { depth -= 1 }
        let start = pos
        switch peek() {
        case "&":
            let name = anchorName()
            skipBlanksInLine()
            var value: JSONNode
            if peek() == "#" || Self.isBreakOrEnd(peek()) {
                value = try valueOnFollowingLines(indent: parentIndent, sequenceAtIndent: false, at: start)
            } else {
                value = try nodeHere(parentIndent: parentIndent, inline: inline)
            }
            guard !name.isEmpty else { throw failure(.importYAMLAnchorName, at: start) }
            anchors[name] = value
            anchorSizes[name] = Self.size(of: value, upTo: Self.maximumAliasNodes + 1)
            return value
        case "*":
            let copy = try aliasedNode(at: start)
            try afterAliasOrFlow(start: start)
            return copy
        case "!":
            throw failure(.importYAMLTags, at: pos)
        case "?" where Self.isBlankOrBreak(peek(1)):
            throw failure(.importYAMLComplexKey, at: pos)
        case "-" where Self.isBlankOrBreak(peek(1)):
            if inline { throw failure(.importYAMLSequenceOnKeyLine, at: pos) }
            return try blockSequence(indent: column(of: pos))
        case "|", ">":
            return try blockScalar(parentIndent: parentIndent)
        case "[", "{":
            let value = try flowNode()
            try afterAliasOrFlow(start: start)
            return value
        default:
            return try scalarOrMapping(parentIndent: parentIndent, inline: inline)
        }
    }

    /// An alias or a flow collection may not be a block mapping key here.
    mutating func afterAliasOrFlow(start: Int) throws(ImportError) {
        let save = pos
        skipBlanksInLine()
        if peek() == ":" && Self.isBlankOrBreak(peek(1)) {
            throw failure(.importYAMLKeyNotScalar, at: start)
        }
        pos = save
    }

    mutating func anchorName() -> String {
        pos += 1
        var name = ""
        while let c = peek(), !Self.isBlankOrBreak(c), !Self.isFlowIndicator(c) {
            name.unicodeScalars.append(c)
            pos += 1
        }
        return name
    }

    /// The value of a key or item whose line ends after the indicator.
    mutating func valueOnFollowingLines(indent: Int, sequenceAtIndent: Bool, at keyIndex: Int) throws(ImportError) -> JSONNode {
        try skipToContent()
        if atEnd || isDocumentMarker("-", at: pos) || isDocumentMarker(".", at: pos) {
            return node(.null, at: keyIndex)
        }
        let col = column(of: pos)
        if col > indent { return try nodeHere(parentIndent: indent, inline: false) }
        if col == indent && sequenceAtIndent && peek() == "-" && Self.isBlankOrBreak(peek(1)) {
            return try blockSequence(indent: col)
        }
        return node(.null, at: keyIndex)
    }

    /// The value after a key's `:` or an item's `-` (pos just after the indicator).
    mutating func valueAfterIndicator(indent: Int, isMappingValue: Bool, at keyIndex: Int) throws(ImportError) -> JSONNode {
        skipBlanksInLine()
        if peek() == "#" || Self.isBreakOrEnd(peek()) {
            return try valueOnFollowingLines(indent: indent, sequenceAtIndent: isMappingValue, at: keyIndex)
        }
        return try nodeHere(parentIndent: indent, inline: isMappingValue)
    }

    mutating func blockSequence(indent: Int) throws(ImportError) -> JSONNode {
        let start = pos
        var items: [JSONNode] = []
        while true {
            let itemStart = pos
            pos += 1
            items.append(try valueAfterIndicator(indent: indent, isMappingValue: false, at: itemStart))
            guard try blockGoesOn(indent: indent, refusing: .importYAMLIndentationSequence), peek() == "-" && Self.isBlankOrBreak(peek(1))
            else {
                break
            }
        }
        return node(.array(items), at: start)
    }

    /// A scalar, or the first key of a block mapping.
    mutating func scalarOrMapping(parentIndent: Int, inline: Bool) throws(ImportError) -> JSONNode {
        let start = pos
        let startColumn = column(of: pos)
        var first: JSONNode
        var isPlain = false
        if peek() == "\"" || peek() == "'" {
            first = try quotedScalar(parentIndent: parentIndent)
            skipBlanksInLine()
        } else {
            first = node(.string(plainLine(inFlow: false)), at: start)
            isPlain = true
        }
        if peek() == ":" && Self.isBlankOrBreak(peek(1)) {
            if inline {
                throw failure(.importYAMLMappingOnKeyLine, at: start)
            }
            guard lineIndex(of: pos) == lineIndex(of: start) else {
                throw failure(.importYAMLKeyOneLine, at: start)
            }
            let key = isPlain ? (first.stringValue ?? "") : Self.keyText(first)
            return try blockMapping(indent: startColumn, firstKey: key, keyIndex: start)
        }
        if isPlain {
            var textValue = first.stringValue ?? ""
            try plainContinuation(&textValue, parentIndent: parentIndent)
            return node(typedPlain(try checkedScalar(textValue, at: start)), at: start)
        }
        try expectLineEnd()
        return first
    }

    static func keyText(_ node: JSONNode) -> String { node.stringValue ?? "" }

    mutating func blockMapping(indent: Int, firstKey: String, keyIndex: Int) throws(ImportError) -> JSONNode {
        let start = keyIndex
        var pairs: [JSONMember] = []
        var merged = MappingKeys()
        var key = firstKey
        var currentKeyIndex = keyIndex
        while true {
            pos += 1  // the ':'
            let value = try valueAfterIndicator(indent: indent, isMappingValue: true, at: currentKeyIndex)
            let keyNode = node(.null, at: currentKeyIndex)
            try add(JSONMember(key: key, keyLine: keyNode.line, keyColumn: keyNode.column, value: value), to: &pairs, merged: &merged)
            guard try blockGoesOn(indent: indent, refusing: .importYAMLIndentationMapping) else { break }
            currentKeyIndex = pos
            key = try mappingKey()
        }
        return node(.object(pairs), at: start)
    }

    /// Reads a key at `pos` up to and not including its `:`.
    mutating func mappingKey() throws(ImportError) -> String {
        let start = pos
        var key: String
        switch peek() {
        case "\"", "'":
            key = Self.keyText(try quotedScalar(parentIndent: -1))
            skipBlanksInLine()
        case "-" where Self.isBlankOrBreak(peek(1)):
            throw failure(.importYAMLKeyNotItem, at: pos)
        case "?" where Self.isBlankOrBreak(peek(1)):
            throw failure(.importYAMLComplexKey, at: pos)
        case "!":
            throw failure(.importYAMLTags, at: pos)
        case "&", "*", "[", "{", "|", ">":
            throw failure(.importYAMLKeyExpected, parts: ["found": describe(peek())], at: pos)
        default:
            key = plainLine(inFlow: false)
        }
        guard peek() == ":" && Self.isBlankOrBreak(peek(1)) else {
            throw failure(.importYAMLColon, ["key": key], at: start)
        }
        return key
    }

    /// Adds a pair, applying a `<<` merge (explicit keys win over merged ones) and
    /// refusing a duplicated explicit key.
    func add(_ pair: JSONMember, to pairs: inout [JSONMember], merged keys: inout MappingKeys) throws(ImportError) {
        if pair.key == "<<" {
            let sources: [JSONNode] = pair.value.elements ?? [pair.value]
            for source in sources {
                guard let entries = source.members else {
                    throw ImportError(line: pair.keyLine, column: pair.keyColumn, MessageText(.importYAMLMergeKey))
                }
                for p in entries where keys.positions[p.key] == nil {
                    keys.positions[p.key] = pairs.count
                    pairs.append(p)
                    keys.merged.insert(p.key)
                }
            }
            return
        }
        if let index = keys.positions[pair.key] {
            guard keys.merged.remove(pair.key) != nil else {
                throw ImportError(
                    line: pair.keyLine, column: pair.keyColumn,
                    MessageText(.importYAMLDuplicateKey, ["key": pair.key, "line": String(pairs[index].keyLine)]))
            }
            pairs[index] = pair
            return
        }
        keys.positions[pair.key] = pairs.count
        pairs.append(pair)
    }

    /// Goes one level deeper, refused past `maximumDepth`; the caller must `defer { depth -= 1 }`.
    mutating func enterNesting() throws(ImportError) {
        guard depth < Self.maximumDepth else { throw failure(.importYAMLTooDeep, ["limit": String(Self.maximumDepth)], at: pos) }
        depth += 1
    }

    /// After an item of a block indented by `indent`: skips to the next content and says whether the
    /// block goes on; deeper content is refused with `unexpectedIndentation`.
    mutating func blockGoesOn(indent: Int, refusing unexpectedIndentation: MessageKey) throws(ImportError) -> Bool {
        try skipToContent()
        if atEnd || isDocumentMarker("-", at: pos) || isDocumentMarker(".", at: pos) { return false }
        let col = column(of: pos)
        if col > indent { throw failure(unexpectedIndentation, at: pos) }
        return col == indent
    }
}

extension YAMLReader {
    /// The keys of a mapping being read: where each is, and which came from a `<<` merge (an
    /// explicit key may replace those). Finding a key is constant time, so reading stays linear.
    struct MappingKeys {
        var positions: [String: Int] = [:]
        var merged: Set<String> = []
    }
}
