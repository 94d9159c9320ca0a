/// Escapes (`\d`, `\x{263A}`) and bracketed classes (`[a-z]`, `[[:alpha:]]`).
extension PatternParser {
    /// What follows a backslash: a class (`\d`), an escaped literal or an error.
    mutating func parseEscape(at column: Int) throws(PatternSyntaxError) -> PatternNode {
        guard let scalar = next() else { throw failure(.patternSyntaxTrailingBackslash, at: column) }
        switch scalar {
        case "A": return .start
        case "z": return .end
        case "b", "B": throw failure(.patternSyntaxWordBoundaries, ["escape": String(scalar)], at: column)
        case "1"..."9", "k", "g": throw failure(.patternSyntaxBackreferences, at: column)
        case "Z", "G": throw failure(.patternSyntaxUnsupportedAnchor, ["escape": String(scalar)], at: column)
        default:
            if let set = try classEscape(scalar, at: column) { return .scalars(set) }
            return literal(try escapedLiteral(scalar, at: column))
        }
    }

    /// `\d \D \w \W \s \S`, as sets; nil for other escapes.
    private func classEscape(_ scalar: Unicode.Scalar, at column: Int) throws(PatternSyntaxError) -> ScalarSet? {
        switch scalar {
        case "d": return .digits
        case "D": return ScalarSet.digits.inverted
        case "w": return .word
        case "W": return ScalarSet.word.inverted
        case "s": return .space
        case "S": return ScalarSet.space.inverted
        case "p", "P": throw failure(.patternSyntaxPropertyClasses, ["escape": String(scalar)], at: column)
        default: return nil
        }
    }

    /// The scalar an escape stands for (`\n`, `\x41`, `\x{263A}`, `\.`...).
    private mutating func escapedLiteral(_ scalar: Unicode.Scalar, at column: Int) throws(PatternSyntaxError) -> Unicode.Scalar {
        switch scalar {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "f": return "\u{0C}"
        case "v": return "\u{0B}"
        case "a": return "\u{07}"
        case "e": return "\u{1B}"
        case "0": return "\u{00}"
        case "x": return try parseHex(at: column)
        default:
            if scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) {
                throw failure(.patternSyntaxUnknownEscape, ["escape": String(scalar)], at: column)
            }
            return scalar  // any other escaped character stands for itself
        }
    }

    private mutating func parseHex(at column: Int) throws(PatternSyntaxError) -> Unicode.Scalar {
        var digits = ""
        if peek == "{" {
            index += 1
            while let scalar = peek, scalar != "}" {
                digits.unicodeScalars.append(scalar)
                index += 1
            }
            guard next() == "}" else { throw failure(.patternSyntaxMissingBrace, at: column) }
        } else {
            for _ in 0..<2 {
                guard let scalar = next() else { break }
                digits.unicodeScalars.append(scalar)
            }
        }
        guard !digits.isEmpty, digits.count <= 8, let value = UInt32(digits, radix: 16), let result = Unicode.Scalar(value)
        else { throw failure(.patternSyntaxInvalidHex, at: column) }
        return result
    }

    /// A bracketed class after its `[`, as a set of scalars (complemented after `[^`).
    mutating func parseClass(openedAt column: Int) throws(PatternSyntaxError) -> ScalarSet {
        var ranges: [ClosedRange<UInt32>] = []
        let negated = peek == "^"
        if negated { index += 1 }
        var first = true
        while true {
            guard let scalar = peek else { throw failure(.patternSyntaxMissingBracket, at: column) }
            if scalar == "]" && !first { break }
            first = false
            let itemColumn = index
            if scalar == "[", index + 1 < scalars.count, scalars[index + 1] == ":" {
                ranges += try parsePOSIXClass().ranges
                continue
            }
            index += 1
            var low = scalar
            if scalar == "\\" {
                guard let escaped = next() else { throw failure(.patternSyntaxTrailingBackslash, at: itemColumn) }
                if let escapedSet = try classEscape(escaped, at: itemColumn) {
                    ranges += escapedSet.ranges
                    continue
                }
                if escaped == "b" {
                    low = "\u{08}"
                } else {
                    low = try escapedLiteral(escaped, at: itemColumn)
                }
            }
            if peek == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
                index += 1
                var high = next() ?? "-"
                if high == "\\" {
                    guard let escaped = next() else { throw failure(.patternSyntaxTrailingBackslash, at: index - 1) }
                    if try classEscape(escaped, at: index - 2) != nil {
                        throw failure(.patternSyntaxClassEscapeEndsRange, at: index - 2)
                    }
                    high = try escapedLiteral(escaped, at: index - 2)
                }
                guard low.value <= high.value else {
                    throw failure(.patternSyntaxRangeOutOfOrder, ["low": String(low), "high": String(high)], at: itemColumn)
                }
                ranges.append(low.value...high.value)
            } else {
                ranges.append(low.value...low.value)
            }
        }
        index += 1  // the "]"
        var set = ScalarSet(ranges)
        if caseInsensitive { set = set.caseFolded }
        return negated ? set.inverted : set
    }

    private mutating func parsePOSIXClass() throws(PatternSyntaxError) -> ScalarSet {
        let column = index
        index += 2
        var name = ""
        while let scalar = peek, scalar != ":" {
            name.unicodeScalars.append(scalar)
            index += 1
        }
        guard next() == ":", next() == "]" else { throw failure(.patternSyntaxMissingClassEnd, at: column) }
        var negated = false
        if name.hasPrefix("^") {
            negated = true
            name.removeFirst()
        }
        let ranges: [ClosedRange<UInt32>]
        switch name {
        case "alpha": ranges = [0x41...0x5A, 0x61...0x7A]
        case "digit": ranges = [0x30...0x39]
        case "alnum": ranges = [0x30...0x39, 0x41...0x5A, 0x61...0x7A]
        case "upper": ranges = [0x41...0x5A]
        case "lower": ranges = [0x61...0x7A]
        case "space": ranges = [0x09...0x0D, 0x20...0x20]
        case "blank": ranges = [0x09...0x09, 0x20...0x20]
        case "punct": ranges = [0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E]
        case "xdigit": ranges = [0x30...0x39, 0x41...0x46, 0x61...0x66]
        case "word": ranges = [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A]
        case "cntrl": ranges = [0x00...0x1F, 0x7F...0x7F]
        case "print": ranges = [0x20...0x7E]
        case "graph": ranges = [0x21...0x7E]
        case "ascii": ranges = [0x00...0x7F]
        default: throw failure(.patternSyntaxUnknownClass, ["name": name], at: column)
        }
        let set = ScalarSet(ranges)
        return negated ? set.inverted : set
    }
}
