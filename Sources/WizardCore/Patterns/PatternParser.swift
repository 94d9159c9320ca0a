/// Reads a regular expression in the accepted syntax (documented in docs/patterns.md) into
/// a `PatternNode`, refusing what a linear-time matcher cannot do (backreferences,
/// lookaround, word boundaries) with the column and the reason.
struct PatternParser {
    /// The largest count in `{n}`, `{n,}` and `{n,m}`.
    static let maxRepeatCount = 1000
    /// The deepest nesting of groups.
    static let maxNesting = 200

    let scalars: [Unicode.Scalar]
    var index = 0
    var caseInsensitive = false
    private var dotMatchesNewline = false
    private var depth = 0
    /// The capturing groups read so far, and the numbers of the named ones.
    private(set) var groupCount = 0
    private(set) var groupNames: [String: Int] = [:]

    private init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    /// Parses `source`, or throws the column and what is wrong.
    static func parse(_ source: String) throws(PatternSyntaxError) -> PatternNode {
        try parseWithGroups(source).node
    }

    /// Parses `source`, with the number of its capturing groups and the names of the named ones.
    static func parseWithGroups(_ source: String) throws(PatternSyntaxError) -> (
        node: PatternNode, groupCount: Int, groupNames: [String: Int]
    ) {
        var parser = PatternParser(source)
        let node = try parser.parseAlternation()
        if parser.index < parser.scalars.count {
            // Only an unmatched `)` stops the top-level alternation early.
            throw parser.failure(.patternSyntaxUnmatchedParen, at: parser.index)
        }
        return (node, parser.groupCount, parser.groupNames)
    }

    // MARK: Structure

    private mutating func parseAlternation() throws(PatternSyntaxError) -> PatternNode {
        let savedCase = caseInsensitive
        let savedDot = dotMatchesNewline
        defer {
            caseInsensitive = savedCase
            dotMatchesNewline = savedDot
        }
        var alternatives = [try parseSequence()]
        while peek == "|" {
            index += 1
            alternatives.append(try parseSequence())
        }
        return Self.merged(alternatives)
    }

    /// The alternation of `alternatives`, with each run of adjacent single-scalar ones merged
    /// into one set (`a|b|c` is `[abc]`): fewer automaton states, the same matches, and the
    /// same preference between alternatives when searching.
    private static func merged(_ alternatives: [PatternNode]) -> PatternNode {
        var kept: [PatternNode] = []
        for alternative in alternatives {
            if case .scalars(let scalars) = alternative, case .scalars(let previous)? = kept.last {
                kept[kept.count - 1] = .scalars(ScalarSet(previous.ranges + scalars.ranges))
            } else {
                kept.append(alternative)
            }
        }
        return kept.count == 1 ? kept[0] : .alternation(kept)
    }

    private mutating func parseSequence() throws(PatternSyntaxError) -> PatternNode {
        var parts: [PatternNode] = []
        while let scalar = peek, scalar != "|", scalar != ")" {
            guard let atom = try parseAtom() else { continue }
            parts.append(try parseQuantifiers(on: atom))
        }
        switch parts.count {
        case 0: return .empty
        case 1: return parts[0]
        default: return .sequence(parts)
        }
    }

    /// Applies every quantifier that follows an atom (`a{2}{3}` nests).
    private mutating func parseQuantifiers(on atom: PatternNode) throws(PatternSyntaxError) -> PatternNode {
        var node = atom
        var stacked = 0
        while let scalar = peek {
            let column = index
            let bounds: (min: Int, max: Int?)
            switch scalar {
            case "*": bounds = (0, nil)
            case "+": bounds = (1, nil)
            case "?": bounds = (0, 1)
            case "{":
                guard let counted = try parseCount() else { return node }
                bounds = counted
            default: return node
            }
            if scalar != "{" { index += 1 }
            var greedy = true
            if peek == "?" {
                index += 1  // lazy: the same whole matches; a search prefers the shortest
                greedy = false
            } else if peek == "+" {
                throw failure(.patternSyntaxPossessive, at: index)
            }
            stacked += 1
            if stacked > Self.maxNesting { throw failure(.patternSyntaxQuantifiersInARow, ["limit": String(Self.maxNesting)], at: column) }
            node = .repetition(node, min: bounds.min, max: bounds.max, column: column + 1, greedy: greedy)
        }
        return node
    }

    /// Reads `{n}`, `{n,}` or `{n,m}` at `index`; nil (nothing consumed) when the brace
    /// does not start one, in which case it is a literal `{`.
    private mutating func parseCount() throws(PatternSyntaxError) -> (min: Int, max: Int?)? {
        let start = index
        var position = index + 1
        func number() -> Int? {
            var value: Int?
            while position < scalars.count, (48...57).contains(scalars[position].value) {
                value = min((value ?? 0) * 10 + Int(scalars[position].value - 48), 100_000)
                position += 1
            }
            return value
        }
        guard let low = number() else { return nil }
        var high: Int? = low
        if position < scalars.count, scalars[position] == "," {
            position += 1
            high = number()
        }
        guard position < scalars.count, scalars[position] == "}" else { return nil }
        if low > Self.maxRepeatCount || (high ?? 0) > Self.maxRepeatCount {
            throw failure(.patternSyntaxCountTooLarge, ["limit": String(Self.maxRepeatCount)], at: start)
        }
        if let high, high < low { throw failure(.patternSyntaxBoundsReversed, ["repetition": "{\(low),\(high)}"], at: start) }
        index = position + 1
        return (low, high)
    }

    /// One atom; nil when the construct only changed flags (`(?i)`).
    private mutating func parseAtom() throws(PatternSyntaxError) -> PatternNode? {
        let column = index
        guard let scalar = next() else { throw failure(.patternSyntaxUnexpectedEnd, at: column) }
        switch scalar {
        case "(": return try parseGroup(openedAt: column)
        case "[": return .scalars(try parseClass(openedAt: column))
        case ".": return .scalars(dotMatchesNewline ? .any : .anyButNewline)
        case "^": return .start
        case "$": return .end
        case "\\": return try parseEscape(at: column)
        case "*", "+", "?": throw failure(.patternSyntaxNothingToRepeat, ["quantifier": String(scalar)], at: column)
        default: return literal(scalar)
        }
    }

    private mutating func parseGroup(openedAt column: Int) throws(PatternSyntaxError) -> PatternNode? {
        let savedCase = caseInsensitive
        let savedDot = dotMatchesNewline
        // `(?i)` alone keeps its flags for the rest of the enclosing group; a group restores them.
        var keepsFlags = false
        defer {
            if !keepsFlags {
                caseInsensitive = savedCase
                dotMatchesNewline = savedDot
            }
        }
        var captures = true
        var name: String?
        if peek == "?" {
            index += 1
            captures = false
            switch next() {
            case ":":
                break
            case "P":
                guard next() == "<" else { throw failure(.patternSyntaxExpectedAngle, at: index - 1) }
                name = try skipGroupName()
                captures = true
            case "<":
                if peek == "=" || peek == "!" { throw failure(.patternSyntaxLookbehind, at: column) }
                name = try skipGroupName()
                captures = true
            case "=", "!":
                throw failure(.patternSyntaxLookahead, at: column)
            case ">":
                throw failure(.patternSyntaxAtomicGroups, at: column)
            case "#":
                throw failure(.patternSyntaxComments, at: column)
            default:
                index -= 1
                if try parseFlags(at: column) {
                    keepsFlags = true
                    return nil
                }
            }
        }
        depth += 1
        if depth > Self.maxNesting { throw failure(.patternSyntaxGroupsTooDeep, ["limit": String(Self.maxNesting)], at: column) }
        var number = 0
        if captures {
            groupCount += 1
            number = groupCount
            if let name {
                guard groupNames[name] == nil else { throw failure(.patternSyntaxGroupNameTwice, ["name": name], at: column) }
                groupNames[name] = number
            }
        }
        let inner = try parseAlternation()
        depth -= 1
        guard next() == ")" else { throw failure(.patternSyntaxMissingParen, at: column) }
        return captures ? .group(inner, index: number) : inner
    }

    /// Reads a group's name and its `>`; returns the name.
    private mutating func skipGroupName() throws(PatternSyntaxError) -> String {
        let start = index
        while let scalar = peek,
            scalar == "_" || (scalar.isASCII && scalar.properties.isAlphabetic)
                || ("0"..."9").contains(scalar)
        {
            index += 1
        }
        guard index > start, next() == ">" else { throw failure(.patternSyntaxInvalidGroupName, at: start) }
        return String(String.UnicodeScalarView(scalars[start..<(index - 1)]))
    }

    /// Reads `i`, `s`, `-` flags then `)` (flags for the rest of the group; returns true)
    /// or `:` (a group with those flags; returns false, the caller reads the group).
    private mutating func parseFlags(at column: Int) throws(PatternSyntaxError) -> Bool {
        var on = true
        while let scalar = next() {
            switch scalar {
            case "i": caseInsensitive = on
            case "s": dotMatchesNewline = on
            case "-": on = false
            case "m": throw failure(.patternSyntaxMultiLine, at: index - 1)
            case "U": throw failure(.patternSyntaxUngreedy, at: index - 1)
            case ")": return true
            case ":":
                // Flags local to this group: parseAlternation restores them when it returns.
                return false
            default: throw failure(.patternSyntaxUnknownFlag, ["flag": String(scalar)], at: index - 1)
            }
        }
        throw failure(.patternSyntaxMissingParen, at: column)
    }

    // MARK: Helpers

    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func next() -> Unicode.Scalar? {
        guard index < scalars.count else { return nil }
        defer { index += 1 }
        return scalars[index]
    }

    func literal(_ scalar: Unicode.Scalar) -> PatternNode {
        let set = ScalarSet([scalar.value...scalar.value])
        return .scalars(caseInsensitive ? set.caseFolded : set)
    }

    /// The error of `key`, its placeholders filled from `arguments`, at the scalar `position`.
    func failure(_ key: MessageKey, _ arguments: [String: String] = [:], at position: Int) -> PatternSyntaxError {
        PatternSyntaxError(column: position + 1, text: MessageText(key, arguments))
    }
}
