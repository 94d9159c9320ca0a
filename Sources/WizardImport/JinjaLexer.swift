import WizardCore

/// Splits a Jinja expression into tokens.
struct JinjaLexer {
    var scalars: [Unicode.Scalar]
    var pos = 0

    init(_ source: String) { scalars = Array(source.unicodeScalars) }

    mutating func tokens() throws(JinjaUntranslatable) -> [JinjaToken] {
        var out: [JinjaToken] = []
        let twoCharacter: Set<String> = ["==", "!=", "<=", ">=", "//", "**"]
        while pos < scalars.count {
            let c = scalars[pos]
            if c == " " || c == "\t" || c == "\n" || c == "\r" {
                pos += 1
                continue
            }
            if c == "'" || c == "\"" {
                out.append(.string(try string(quote: c)))
                continue
            }
            if c.properties.isAlphabetic || c == "_" {
                var name = ""
                while pos < scalars.count, scalars[pos].properties.isAlphabetic || scalars[pos] == "_" || ("0"..."9").contains(scalars[pos])
                {
                    name.unicodeScalars.append(scalars[pos])
                    pos += 1
                }
                out.append(.name(name))
                continue
            }
            if ("0"..."9").contains(c) {
                var digits = ""
                var isFloat = false
                while pos < scalars.count {
                    let d = scalars[pos]
                    if ("0"..."9").contains(d) || d == "_" {
                        if d != "_" { digits.unicodeScalars.append(d) }
                    } else if d == "." && !isFloat && pos + 1 < scalars.count && ("0"..."9").contains(scalars[pos + 1]) {
                        isFloat = true
                        digits.append(".")
                    } else if (d == "e" || d == "E") && pos + 1 < scalars.count {
                        isFloat = true
                        digits.append("e")
                        if scalars[pos + 1] == "-" || scalars[pos + 1] == "+" {
                            pos += 1
                            digits.unicodeScalars.append(scalars[pos])
                        }
                    } else {
                        break
                    }
                    pos += 1
                }
                if isFloat, let d = Double(digits) {
                    out.append(.number(d))
                } else if let i = Int(digits) {
                    out.append(.integer(i))
                } else {
                    throw JinjaUntranslatable(.importJinjaNumberRange, ["number": digits])
                }
                continue
            }
            if pos + 1 < scalars.count {
                let pair = String(Character(c)) + String(Character(scalars[pos + 1]))
                if twoCharacter.contains(pair) {
                    out.append(.symbol(pair))
                    pos += 2
                    continue
                }
            }
            guard "()[]{}.,:|+-*/%~<>=".unicodeScalars.contains(c) else {
                throw JinjaUntranslatable(.importJinjaCharacter, ["character": String(Character(c))])
            }
            out.append(.symbol(String(Character(c))))
            pos += 1
        }
        return out
    }

    mutating func string(quote: Unicode.Scalar) throws(JinjaUntranslatable) -> String {
        pos += 1
        var out = ""
        while pos < scalars.count {
            let c = scalars[pos]
            if c == quote {
                pos += 1
                return out
            }
            if c == "\\" && pos + 1 < scalars.count {
                let e = scalars[pos + 1]
                // Jinja decodes its strings as Python's `unicode-escape` does.
                switch e {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "f": out.append("\u{0C}")
                case "v": out.append("\u{0B}")
                case "a": out.append("\u{07}")
                case "b": out.append("\u{08}")
                case "\\", "'", "\"": out.unicodeScalars.append(e)
                case "0"..."7":
                    var value: UInt32 = 0
                    var length = 0
                    while length < 3, pos + 1 + length < scalars.count, ("0"..."7").contains(scalars[pos + 1 + length]) {
                        value = value * 8 + scalars[pos + 1 + length].value - 48
                        length += 1
                    }
                    out.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                    pos += 1 + length
                    continue
                default:
                    out.unicodeScalars.append("\\")
                    out.unicodeScalars.append(e)
                }
                pos += 2
                continue
            }
            out.unicodeScalars.append(c)
            pos += 1
        }
        throw JinjaUntranslatable(.importJinjaUnterminatedString)
    }
}
