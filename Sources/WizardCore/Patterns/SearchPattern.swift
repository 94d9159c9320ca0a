/// A regular expression (docs/patterns.md) compiled for searching inside a text and
/// replacing what it finds, with capture groups: the match found is the one a backtracking
/// matcher such as Python's `re` finds (the leftmost, then the preferred: greedy
/// quantifiers take as much as they can, lazy ones as little), found without backtracking.
public struct SearchPattern: Sendable {
    /// The pattern as written.
    public let source: String
    private let program: PatternProgram
    /// The number of capturing groups, and the numbers of the named ones.
    private let groupCount: Int
    private let groupNames: [String: Int]

    /// Compiles `source`.
    ///
    /// - Parameter source: the pattern (see docs/patterns.md).
    /// - Throws: `PatternSyntaxError` as `RegexPattern` does.
    public init(_ source: String) throws(PatternSyntaxError) {
        self.source = source
        let parsed = try PatternParser.parseWithGroups(source)
        program = try PatternProgram(parsed.node, captures: true)
        groupCount = parsed.groupCount
        groupNames = parsed.groupNames
    }

    /// The text of the first match in `text`, or nil when nothing matches.
    ///
    /// - Complexity: O(*n*) in the length of `text`, with a constant bounded by the program
    ///   size and the number of groups.
    public func firstMatch(in text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        guard let slots = program.firstMatch(in: scalars, from: 0, slotCount: 2 * (groupCount + 1), notEmptyAtStart: false),
            let start = slots[0], let end = slots[1]
        else { return nil }
        return Self.text(scalars[start..<end])
    }

    /// `text` with each match (the first `count`, or all when `count` is 0) replaced by
    /// `template`, in which `\1` … `\99`, `\g<1>` and `\g<name>` stand for a group's text
    /// (empty when it took no part), `\g<0>` for the whole match and `\\` for a backslash;
    /// any other character stands for itself. An empty match right after a match is
    /// replaced too, as Python's `re.sub` does (`x*` in `abxd` gives `-a-b--d-`).
    ///
    /// - Throws: `ReplacementError` for a reference to a group the pattern does not have,
    ///   or a result longer than `maximumBytes` bytes of UTF-8.
    /// - Complexity: O(*n* + *r*) in the lengths of `text` and of the result, with a
    ///   constant bounded by the program size and the number of groups.
    public func replacing(in text: String, with template: String, count: Int = 0, maximumBytes: Int) throws(ReplacementError) -> String {
        let pieces = try parseTemplate(template)
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var bytes = 0
        func append<S: Sequence<Unicode.Scalar>>(_ part: S) throws(ReplacementError) {
            for scalar in part {
                bytes += UTF8.width(scalar)
                out.append(scalar)
            }
            guard bytes <= maximumBytes else { throw .tooLong(maximumBytes) }
        }
        var copied = 0
        var position = 0
        var afterEmpty = false
        var replaced = 0
        while position <= scalars.count, count == 0 || replaced < count {
            guard
                let slots = program.firstMatch(
                    in: scalars, from: position, slotCount: 2 * (groupCount + 1), notEmptyAtStart: afterEmpty),
                let start = slots[0], let end = slots[1]
            else { break }
            try append(scalars[copied..<start])
            for piece in pieces {
                switch piece {
                case .text(let t): try append(t.unicodeScalars)
                case .group(let g):
                    if let s = slots[2 * g], let e = slots[2 * g + 1] { try append(scalars[s..<e]) }
                }
            }
            copied = end
            afterEmpty = start == end
            position = end
            replaced += 1
        }
        try append(scalars[copied...])
        return String(out)
    }

    private enum Piece {
        case text(String)
        case group(Int)
    }

    private func parseTemplate(_ template: String) throws(ReplacementError) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        var rest = Substring(template)
        while let c = rest.first {
            rest = rest.dropFirst()
            guard c == "\\", let n = rest.first else {
                literal.append(c)
                continue
            }
            var group: Int?
            if let digit = n.wholeNumberValue, n.isASCII, digit > 0 {
                rest = rest.dropFirst()
                group = digit
                if let second = rest.first, second.isASCII, let d = second.wholeNumberValue {
                    group = digit * 10 + d
                    rest = rest.dropFirst()
                }
            } else if n == "g", rest.dropFirst().first == "<", let close = rest.firstIndex(of: ">") {
                let name = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close])
                rest = rest[rest.index(after: close)...]
                guard let number = Int(name) ?? groupNames[name] else { throw .unknownGroup(name) }
                group = number
            } else if n == "\\" {
                rest = rest.dropFirst()
                literal.append("\\")
                continue
            } else {
                literal.append(c)
                continue
            }
            guard let group, group <= groupCount else { throw .unknownGroup(String(group ?? 0)) }
            if !literal.isEmpty { pieces.append(.text(literal)) }
            literal = ""
            pieces.append(.group(group))
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
        return pieces
    }

    private static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
