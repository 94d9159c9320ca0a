/// Passes on each well-formed UTF-8 character once complete and drops the other bytes, remembering it
/// did: readline would splice an unfinished character into the next line.
struct UTF8StreamCheck: Equatable {
    /// The bytes of the character begun, held until it is complete.
    private var held: [UInt8] = []
    /// Continuation bytes still expected for the held character.
    private var remaining = 0
    /// The range the next continuation byte must fall in.
    private var lowest: UInt8 = 0x80
    private var highest: UInt8 = 0xBF
    /// Whether a byte so far was not part of a well-formed character.
    private(set) var sawInvalidByte = false

    /// Whether every byte so far was UTF-8 and no character is left unfinished.
    var isValid: Bool { !sawInvalidByte && remaining == 0 }

    /// Takes the next byte typed.
    mutating func take(_ byte: UInt8) -> [UInt8] {
        if remaining > 0 {
            if byte >= lowest && byte <= highest {
                held.append(byte)
                remaining -= 1
                lowest = 0x80
                highest = 0xBF
                guard remaining == 0 else { return [] }
                defer { held = [] }
                return held
            }
            // The character was cut short: its bytes are dropped; this one starts afresh.
            sawInvalidByte = true
            held = []
            remaining = 0
        }
        lowest = 0x80
        highest = 0xBF
        switch byte {
        case 0x00...0x7F: return [byte]
        case 0xC2...0xDF: remaining = 1
        case 0xE0:
            remaining = 2
            lowest = 0xA0
        case 0xED:
            remaining = 2
            highest = 0x9F
        case 0xE1...0xEF: remaining = 2
        case 0xF0:
            remaining = 3
            lowest = 0x90
        case 0xF4:
            remaining = 3
            highest = 0x8F
        case 0xF1...0xF3: remaining = 3
        default:
            sawInvalidByte = true
            return []
        }
        held = [byte]
        return []
    }
}
