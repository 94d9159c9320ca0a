import WizardCore

extension YAMLReader {
    /// A `|` or `>` block scalar starting at `pos`.
    mutating func blockScalar(parentIndent: Int) throws(ImportError) -> JSONNode {
        let start = pos
        let folded = text[pos] == ">"
        pos += 1
        var chomp: Unicode.Scalar = " "
        var explicitIndent: Int?
        while let c = peek(), !Self.isBlankOrBreak(c) {
            if (c == "-" || c == "+") && chomp == " " {
                chomp = c
            } else if let digit = Int(String(Character(c))), digit >= 1, explicitIndent == nil {
                explicitIndent = digit
            } else {
                throw failure(.importYAMLBlockHeader, parts: ["found": describe(c)], at: pos)
            }
            pos += 1
        }
        try expectLineEnd()
        // The content: lines indented at least `indent`; empty lines belong to it.
        var lines: [String] = []
        var indent = explicitIndent.map { max(parentIndent, 0) + $0 }
        while pos < text.count {
            let lineStart = pos + 1  // past the '\n'
            var i = lineStart
            while i < text.count, text[i] == " " { i += 1 }
            let isEmpty = i >= text.count || text[i] == "\n"
            if isEmpty {
                if i >= text.count && lineStart >= text.count { break }
                pos = i
                if let indent, i - lineStart > indent {
                    lines.append(String(String.UnicodeScalarView(text[(lineStart + indent)..<i])))
                } else {
                    lines.append("")
                }
                if i >= text.count { break }
                continue
            }
            if indent == nil {
                guard i - lineStart > parentIndent else { break }
                indent = i - lineStart
            }
            guard let indent, i - lineStart >= indent else { break }
            var end = i
            while end < text.count, text[end] != "\n" { end += 1 }
            lines.append(String(String.UnicodeScalarView(text[(lineStart + indent)..<end])))
            pos = end
        }
        // Give back the trailing break so the caller sees the line end.
        var trailingEmpty = 0
        while trailingEmpty < lines.count, lines[lines.count - 1 - trailingEmpty].isEmpty { trailingEmpty += 1 }
        let body = Array(lines.dropLast(trailingEmpty))
        var value = folded ? Self.fold(body) : body.joined(separator: "\n")
        switch chomp {
        case "-": break
        case "+": value += String(repeating: "\n", count: body.isEmpty ? trailingEmpty : trailingEmpty + 1)
        default: if !body.isEmpty { value += "\n" }
        }
        return node(.string(try checkedScalar(value, at: start)), at: start)
    }

    /// Folds the lines of a `>` block scalar.
    static func fold(_ lines: [String]) -> String {
        var out = ""
        var pendingEmpty = 0
        var hasContent = false
        var lastMoreIndented = false
        for line in lines {
            if line.isEmpty {
                pendingEmpty += 1
                continue
            }
            let moreIndented = line.first == " " || line.first == "\t"
            if hasContent {
                if moreIndented || lastMoreIndented {
                    out += String(repeating: "\n", count: pendingEmpty + 1)
                } else {
                    out += pendingEmpty == 0 ? " " : String(repeating: "\n", count: pendingEmpty)
                }
            } else {
                out += String(repeating: "\n", count: pendingEmpty)
            }
            out += line
            hasContent = true
            lastMoreIndented = moreIndented
            pendingEmpty = 0
        }
        return out
    }

    /// Skips blanks, line breaks and comments inside a flow collection.
    mutating func skipFlowSpace() {
        while let c = peek() {
            if c == " " || c == "\t" || c == "\n" {
                pos += 1
            } else if c == "#" && (pos == 0 || Self.isBlankOrBreak(text[pos - 1])) {
                skipComment()
            } else {
                break
            }
        }
    }

    /// A `[...]` or `{...}` collection starting at `pos`.
    mutating func flowNode() throws(ImportError) -> JSONNode {
        try enterNesting()
        defer { depth -= 1 }
        let start = pos
        let isSequence = text[pos] == "["
        let close: Unicode.Scalar = isSequence ? "]" : "}"
        pos += 1
        var items: [JSONNode] = []
        var pairs: [JSONMember] = []
        var merged = MappingKeys()
        while true {
            skipFlowSpace()
            guard let c = peek() else { throw failure(.importYAMLUnterminatedFlow, ["close": String(Character(close))], at: start) }
            if c == close {
                pos += 1
                break
            }
            let entryStart = pos
            let first = try flowScalarOrCollection()
            skipFlowSpace()
            if peek() == ":" {
                pos += 1
                if isSequence { throw failure(.importYAMLPairInSequence, at: entryStart) }
                guard first.stringValue != nil || first.members == nil && first.elements == nil else {
                    throw failure(.importYAMLKeyNotScalar, at: entryStart)
                }
                skipFlowSpace()
                var value = node(.null, at: pos)
                if peek() != "," && peek() != close { value = try flowScalarOrCollection() }
                let key = Self.flowKeyText(first)
                try add(JSONMember(key: key, keyLine: first.line, keyColumn: first.column, value: value), to: &pairs, merged: &merged)
            } else if isSequence {
                items.append(first)
            } else {
                try add(
                    JSONMember(
                        key: Self.flowKeyText(first), keyLine: first.line, keyColumn: first.column, value: node(.null, at: entryStart)),
                    to: &pairs, merged: &merged)
            }
            skipFlowSpace()
            if atEnd { throw failure(.importYAMLUnterminatedFlow, ["close": String(Character(close))], at: start) }
            if peek() == "," {
                pos += 1
                continue
            }
            guard peek() == close else {
                throw failure(.importYAMLFlowSeparator, ["close": String(Character(close))], parts: ["found": describe(peek())], at: pos)
            }
        }
        return node(isSequence ? .array(items) : .object(pairs), at: start)
    }

    static func flowKeyText(_ node: JSONNode) -> String {
        switch node.value {
        case .string(let s): s
        case .null: ""
        case .bool(let b): b ? "true" : "false"
        case .integer(let i): String(i)
        case .number(let d): String(d)
        default: ""
        }
    }

    mutating func flowScalarOrCollection() throws(ImportError) -> JSONNode {
        let start = pos
        switch peek() {
        case "[", "{": return try flowNode()
        case "\"", "'": return try quotedScalar(parentIndent: -1)
        case "*":
            return try aliasedNode(at: start)
        case "&":
            let name = anchorName()
            skipFlowSpace()
            let value = try flowScalarOrCollection()
            anchors[name] = value
            anchorSizes[name] = Self.size(of: value, upTo: Self.maximumAliasNodes + 1)
            return value
        case "!": throw failure(.importYAMLTags, at: pos)
        default:
            let s = plainLine(inFlow: true)
            if s.isEmpty && !(peek() == ":") { throw failure(.importYAMLUnexpectedInFlow, parts: ["found": describe(peek())], at: pos) }
            return node(typedPlain(try checkedScalar(s, at: start)), at: start)
        }
    }
}
