import WizardCore

/// Reads the YAML that questionnaires use into the `JSONNode` tree the flow reader builds, keys in file
/// order with their positions; an alias is a copy of its anchor's value.
///
/// Covers block and flow collections, all scalar styles, comments, block scalars, anchors, aliases and
/// `<<` merge keys. Refused with a position: tags, directives, `?` keys, a second document, duplicate
/// keys, tab indentation, nesting deeper than 256.
package struct YAMLReader {
    var text: [Unicode.Scalar]
    var pos = 0
    var lineStarts: [Int] = [0]
    var anchors: [String: JSONNode] = [:]
    /// How many nodes each anchor's value holds (counted up to the limit), and how many
    /// nodes the aliases read so far stand for: copies are bounded, not only the text.
    var anchorSizes: [String: Int] = [:]
    var aliasNodes = 0
    /// The most nodes all aliases of a file may stand for together.
    static let maximumAliasNodes = 100_000
    /// The longest scalar a file may hold, in bytes of UTF-8: the longest answer a run takes
    /// (64 KiB), so a default never grows past what could be typed.
    static let maximumScalarLength = 65_536
    let booleans: YAMLBooleans
    var depth = 0
    static let maximumDepth = 256

    /// Reads one YAML document.
    ///
    /// - Parameters:
    ///   - source: the document's text (CRLF and CR line ends are read as LF).
    ///   - booleans: which plain scalars are booleans.
    /// - Returns: the document's root (`null` for an empty document).
    /// - Throws: `ImportError` at the first problem, with its line and column.
    /// - Complexity: linear in the text's length, plus the size of copied aliases.
    package static func read(_ source: String, booleans: YAMLBooleans = .core) throws(ImportError) -> JSONNode {
        var reader = YAMLReader(source: source, booleans: booleans)
        return try reader.document()
    }

    init(source: String, booleans: YAMLBooleans) {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(source.unicodeScalars.count)
        var previousWasCR = false
        for scalar in source.unicodeScalars {
            if scalar == "\r" {
                scalars.append("\n")
                previousWasCR = true
                continue
            }
            if scalar == "\n" && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = false
            scalars.append(scalar)
        }
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        text = scalars
        self.booleans = booleans
        for (i, c) in text.enumerated() where c == "\n" { lineStarts.append(i + 1) }
    }

    mutating func document() throws(ImportError) -> JSONNode {
        try skipToContent()
        if peek() == "%" && column(of: pos) == 0 { throw failure(.importYAMLDirectives, at: pos) }
        if isDocumentMarker("-", at: pos) {
            pos += 3
            try skipToContent()
        }
        var root = JSONNode(.null, line: 1, column: 1)
        if !atEnd && !isDocumentMarker("-", at: pos) && !isDocumentMarker(".", at: pos) {
            root = try nodeHere(parentIndent: -1, inline: false)
            try skipToContent()
        }
        if isDocumentMarker(".", at: pos) {
            pos += 3
            try skipToContent()
        }
        if !atEnd {
            if isDocumentMarker("-", at: pos) {
                throw failure(.importYAMLSecondDocument, at: pos)
            }
            throw failure(.importYAMLUnexpected, parts: ["found": describe(peek())], at: pos)
        }
        return root
    }

    // MARK: - Positions

    var atEnd: Bool { pos >= text.count }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let i = pos + offset
        return i >= 0 && i < text.count ? text[i] : nil
    }

    func lineIndex(of index: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The 0-based column of `index`.
    func column(of index: Int) -> Int { index - lineStarts[lineIndex(of: index)] }

    func failure(
        _ key: MessageKey, _ arguments: [String: String] = [:], parts: [String: MessageText] = [:], at index: Int
    ) -> ImportError {
        let line = lineIndex(of: min(index, max(0, text.count)))
        return ImportError(line: line + 1, column: index - lineStarts[line] + 1, MessageText(key, arguments, parts: parts))
    }

    /// A scalar's text, refused when it is longer than `maximumScalarLength`: a scalar of
    /// megabytes would be scanned again by every check of the importer.
    func checkedScalar(_ text: String, at index: Int) throws(ImportError) -> String {
        guard text.utf8.count <= Self.maximumScalarLength else {
            throw failure(.importYAMLScalarTooLong, at: index)
        }
        return text
    }

    func node(_ value: JSONNode.Value, at index: Int) -> JSONNode {
        let line = lineIndex(of: index)
        return JSONNode(value, line: line + 1, column: index - lineStarts[line] + 1)
    }

    func describe(_ c: Unicode.Scalar?) -> MessageText {
        guard let c else { return MessageText(.importYAMLEndOfFile) }
        if c == "\n" { return MessageText(.importYAMLEndOfLine) }
        if c.value < 0x20 || c.value == 0x7F {
            return MessageText(.importYAMLCharacter, ["code": String(c.value, radix: 16, uppercase: true)])
        }
        return .verbatim("'\(Character(c))'")
    }

    static func isBlank(_ c: Unicode.Scalar?) -> Bool { c == " " || c == "\t" }
    static func isBreakOrEnd(_ c: Unicode.Scalar?) -> Bool { c == nil || c == "\n" }
    static func isBlankOrBreak(_ c: Unicode.Scalar?) -> Bool { c == nil || c == " " || c == "\t" || c == "\n" }
    static func isFlowIndicator(_ c: Unicode.Scalar?) -> Bool {
        c == "," || c == "[" || c == "]" || c == "{" || c == "}"
    }

    func isDocumentMarker(_ c: Unicode.Scalar, at index: Int) -> Bool {
        guard column(of: index) == 0, index + 3 <= text.count else { return false }
        guard text[index] == c, text[index + 1] == c, text[index + 2] == c else { return false }
        return Self.isBlankOrBreak(index + 3 < text.count ? text[index + 3] : nil)
    }

    /// Skips spaces, tabs, comments and line breaks up to the next content.
    mutating func skipToContent() throws(ImportError) {
        while let c = peek() {
            if c == " " || c == "\t" || c == "\n" {
                pos += 1
            } else if c == "#" {
                skipComment()
            } else {
                break
            }
        }
        guard !atEnd else { return }
        // Content first on its line must not be indented with tabs.
        let start = lineStarts[lineIndex(of: pos)]
        if text[start..<pos].contains("\t") && text[start..<pos].allSatisfy(Self.isBlank) {
            throw failure(.importYAMLTabs, at: start)
        }
    }

    mutating func skipComment() {
        while let c = peek(), c != "\n" { pos += 1 }
    }

    mutating func skipBlanksInLine() {
        while Self.isBlank(peek()) { pos += 1 }
    }

    /// After a value on a line: only blanks and a comment may follow.
    mutating func expectLineEnd() throws(ImportError) {
        let before = pos
        skipBlanksInLine()
        if peek() == "#" && (pos > before || pos == 0 || Self.isBlank(text[pos - 1])) { skipComment() }
        guard Self.isBreakOrEnd(peek()) else {
            throw failure(.importYAMLAfterValue, parts: ["found": describe(peek())], at: pos)
        }
    }
}

extension YAMLReader {
    /// A copy of the anchor the alias `*name` at `start` names, placed at the alias; refused
    /// when no anchor of that name came before it.
    mutating func aliasedNode(at start: Int) throws(ImportError) -> JSONNode {
        let name = anchorName()
        guard var target = anchors[name] else {
            throw failure(.importYAMLUnknownAlias, ["name": name], at: start)
        }
        try payForAlias(name, at: start)
        (target.line, target.column) = (node(.null, at: start).line, node(.null, at: start).column)
        return target
    }

    /// Counts an alias's copy against `maximumAliasNodes`, refusing the file past it.
    mutating func payForAlias(_ name: String, at start: Int) throws(ImportError) {
        aliasNodes += anchorSizes[name] ?? 1
        guard aliasNodes <= Self.maximumAliasNodes else {
            throw failure(.importYAMLAliasesTooLarge, ["limit": String(Self.maximumAliasNodes)], at: start)
        }
    }

    /// The number of nodes in `node`, counting stopped at `limit`.
    static func size(of node: JSONNode, upTo limit: Int) -> Int {
        var count = 0
        var pending = [node]
        while let next = pending.popLast(), count < limit {
            count += 1
            if let items = next.elements { pending += items }
            if let pairs = next.members { pending += pairs.map(\.value) }
        }
        return count
    }
}

extension YAMLReader {
    /// Reads every document of a file (separated by `---`), as Copier reads a copier.yml:
    /// a document may be `!include PATH` instead of a node.
    ///
    /// - Complexity: linear in the text's length, plus the size of copied aliases.
    package static func readDocuments(_ source: String, booleans: YAMLBooleans = .core) throws(ImportError) -> [YAMLDocument] {
        var reader = YAMLReader(source: source, booleans: booleans)
        return try reader.documents()
    }

    mutating func documents() throws(ImportError) -> [YAMLDocument] {
        var out: [YAMLDocument] = []
        try skipToContent()
        if peek() == "%" && column(of: pos) == 0 { throw failure(.importYAMLDirectives, at: pos) }
        repeat {
            if isDocumentMarker("-", at: pos) {
                pos += 3
                try skipToContent()
            }
            var document = YAMLDocument.node(JSONNode(.null, line: 1, column: 1))
            if !atEnd && !isDocumentMarker("-", at: pos) && !isDocumentMarker(".", at: pos) {
                if peek() == "!" {
                    document = try includeDocument()
                } else {
                    document = .node(try nodeHere(parentIndent: -1, inline: false))
                }
                try skipToContent()
            }
            if isDocumentMarker(".", at: pos) {
                pos += 3
                try skipToContent()
            }
            out.append(document)
        } while !atEnd && isDocumentMarker("-", at: pos)
        if !atEnd { throw failure(.importYAMLUnexpected, parts: ["found": describe(peek())], at: pos) }
        return out
    }

    /// `!include PATH` filling a document; any other tag is refused.
    mutating func includeDocument() throws(ImportError) -> YAMLDocument {
        let start = pos
        var tag = ""
        while let c = peek(), !Self.isBlankOrBreak(c) {
            tag.unicodeScalars.append(c)
            pos += 1
        }
        guard tag == "!include" else { throw failure(.importYAMLTags, at: start) }
        skipBlanksInLine()
        let pathStart = pos
        var path = plainLine(inFlow: false)
        if let first = path.first, first == "\"" || first == "'", path.count >= 2, path.last == first {
            path = String(path.dropFirst().dropLast())
        }
        guard !path.isEmpty else { throw failure(.importYAMLIncludeName, at: start) }
        let at = node(.null, at: pathStart)
        return .include(path, line: at.line, column: at.column)
    }
}
