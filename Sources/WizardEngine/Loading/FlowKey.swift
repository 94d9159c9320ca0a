/// The keys of the flow format (flow, step, `validate`, `repeat` and choice objects),
/// numbered so the decoder can find and check an object's keys with bit sets instead of
/// comparing strings: a key is classified once, with a table look-up and one comparison.
enum FlowKey: Int, CaseIterable {
    case defaultValue, env, help, id, next, prompt, required, store, type, validate, when
    case placeholder, choices, kind, mustExist, text, flow, present, repetition
    case description, flows, imports, steps, title
    case expr, max, maxLength, message, min, minLength, pattern, plugin
    case label, value

    /// The key as written in flow files.
    var name: String {
        switch self {
        case .defaultValue: "default"
        case .env: "env"
        case .help: "help"
        case .id: "id"
        case .next: "next"
        case .prompt: "prompt"
        case .required: "required"
        case .store: "store"
        case .type: "type"
        case .validate: "validate"
        case .when: "when"
        case .placeholder: "placeholder"
        case .choices: "choices"
        case .kind: "kind"
        case .mustExist: "must_exist"
        case .text: "text"
        case .flow: "flow"
        case .present: "present"
        case .repetition: "repeat"
        case .description: "description"
        case .flows: "flows"
        case .imports: "imports"
        case .steps: "steps"
        case .title: "title"
        case .expr: "expr"
        case .max: "max"
        case .maxLength: "max_length"
        case .message: "message"
        case .min: "min"
        case .minLength: "min_length"
        case .pattern: "pattern"
        case .plugin: "plugin"
        case .label: "label"
        case .value: "value"
        }
    }

    /// This key's bit in a set of keys.
    var bit: UInt64 { 1 << UInt64(rawValue) }

    /// The set of the known keys among `names` (others are left out).
    static func mask(_ names: [String]) -> UInt64 {
        names.reduce(0) { $0 | (named($1)?.bit ?? 0) }
    }

    /// The code `JSONMember.keyCode` uses for no known key.
    static let none: UInt8 = 0xFF

    /// The key spelt `text`, if it is one.
    static func named(_ text: String) -> FlowKey? {
        let found = text.utf8.withContiguousStorageIfAvailable { named(bytes: $0) }
        return found ?? named(bytes: Array(text.utf8))
    }

    /// `named(text)`'s raw value as a byte, or `none`.
    static func code(of text: String) -> UInt8 {
        named(text).map { UInt8($0.rawValue) } ?? none
    }

    /// The key spelt by the UTF-8 `bytes`, if it is one.
    ///
    /// - Complexity: O(number of bytes): one hash of four bytes, one comparison.
    static func named(bytes: UnsafeBufferPointer<UInt8>) -> FlowKey? {
        guard bytes.count >= 2, bytes.count <= 16 else { return nil }
        let candidate = table[slot(of: bytes)]
        guard candidate >= 0 else { return nil }
        let (low, high) = pack(bytes)
        let expected = packed[Int(candidate)]
        guard expected.low == low, expected.high == high else { return nil }
        return FlowKey(rawValue: Int(candidate))
    }

    /// The name of the key whose raw value is `code`, or nil for `none`.
    static func name(code: UInt8) -> String? {
        Int(code) < names.count ? names[Int(code)] : nil
    }

    /// Every key's name, by raw value.
    private static let names: [String] = allCases.map(\.name)

    /// `named(bytes:)`'s raw value as a byte, or `none`.
    static func code(bytes: UnsafeBufferPointer<UInt8>) -> UInt8 {
        named(bytes: bytes).map { UInt8($0.rawValue) } ?? none
    }

    /// `code(bytes:)` for the `count` bytes from `start` in `buffer` (see
    /// `FlowKeyTables.code(in:start:count:)`, which a parser calls on tables it holds).
    static func code(in buffer: UnsafeBufferPointer<UInt8>, start: Int, count: Int) -> UInt8 {
        FlowKeyTables.shared.code(in: buffer, start: start, count: count)
    }

    /// `named(bytes:)` over an array.
    private static func named(bytes: [UInt8]) -> FlowKey? {
        bytes.withUnsafeBufferPointer { named(bytes: $0) }
    }

    /// Up to 16 bytes as two little-endian words, the count in the top byte of the second
    /// (no key has 16 bytes, so a key's words never equal those of a longer text).
    private static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> (low: UInt64, high: UInt64) {
        var low: UInt64 = 0
        var high = UInt64(bytes.count) << 56
        for i in 0..<Swift.min(bytes.count, 8) { low |= UInt64(bytes[i]) << UInt64(i * 8) }
        if bytes.count > 8 {
            for i in 8..<Swift.min(bytes.count, 15) { high |= UInt64(bytes[i]) << UInt64((i - 8) * 8) }
        }
        return (low, high)
    }

    // Every key has at least 2 bytes; length, first, second and last byte pick a slot
    // (distinct for every key today; a key added later that shares a slot with another
    // makes the slot ambiguous, and both are then simply not recognised as known keys,
    // which only sends them down the slower, exact path).
    private static let tableSize = 176

    /// The slot of a text of at least 2 bytes.
    private static func slot(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let hash = bytes.count &* 131 &+ Int(bytes[0]) &* 31 &+ Int(bytes[1]) &* 7 &+ Int(bytes[bytes.count - 1])
        return hash % tableSize
    }

    /// Each key's name packed as `pack` does, by raw value.
    fileprivate static let packed: [(low: UInt64, high: UInt64)] = allCases.map { key in
        Array(key.name.utf8).withUnsafeBufferPointer { pack($0) }
    }

    /// The raw value of the key in each slot; -1 for none, -2 for more than one.
    private static let table: [Int8] = {
        var table = [Int8](repeating: -1, count: tableSize)
        for key in allCases {
            let index = Array(key.name.utf8).withUnsafeBufferPointer { FlowKey.slot(of: $0) }
            table[index] = table[index] == -1 ? Int8(key.rawValue) : -2
        }
        return table
    }()
}

/// `FlowKey`'s classification tables in one allocation, made once and never freed (there
/// is one, `shared`), so a parser holds them as two plain pointers: classifying a key then
/// costs no lazy-global check (`swift_once`), array bounds check or retain.
struct FlowKeyTables: @unchecked Sendable {  // Immutable once made, never freed.
    /// The raw value of the key in each of 256 slots; -1 for none, -2 for more than one.
    /// A text's slot is the top byte of its first word (see `code(at:first:count:)`) times
    /// `multiplier`.
    private let slots: UnsafePointer<Int8>
    /// Each key's name packed as `FlowKey.pack` does, by raw value (`FlowKey.packed`).
    private let packed: UnsafePointer<(low: UInt64, high: UInt64)>
    /// An odd number that gives every key a slot of its own (found once, when the tables
    /// are made: a few tries on average for 34 keys in 256 slots).
    private let multiplier: UInt64

    /// The tables, made once.
    static let shared = FlowKeyTables()

    private init() {
        let lows = FlowKey.packed.map(\.low)
        var multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var step: UInt64 = 0
        // Keys' first words are distinct (no key's first 8 bytes are another's), so some
        // multiplier separates them; the search is bounded all the same, and a slot still
        // shared is then marked ambiguous (`FlowKeyTests` would fail).
        while step < 10_000, Set(lows.map { ($0 &* multiplier) >> 56 }).count < lows.count {
            step += 1
            multiplier = (0x9E37_79B9_7F4A_7C15 &* (step &+ 1)) | 1
        }
        let slots = UnsafeMutablePointer<Int8>.allocate(capacity: 256)
        slots.initialize(repeating: -1, count: 256)
        for (code, low) in lows.enumerated() {
            let slot = Int(truncatingIfNeeded: (low &* multiplier) >> 56)
            slots[slot] = slots[slot] == -1 ? Int8(code) : -2
        }
        let packed = UnsafeMutablePointer<(low: UInt64, high: UInt64)>.allocate(capacity: FlowKey.packed.count)
        packed.initialize(from: FlowKey.packed, count: FlowKey.packed.count)
        self.slots = UnsafePointer(slots)
        self.packed = UnsafePointer(packed)
        self.multiplier = multiplier
    }

    /// `FlowKey.code(bytes:)` for the `count` bytes from `start` in `buffer`, read as one or
    /// two words when 16 bytes from `start` lie within `buffer` (a key being read is
    /// followed by at least its closing quote, so this holds everywhere but at the very end
    /// of a file).
    ///
    /// - Complexity: O(1): two word loads, one multiplication, one look-up, one or two
    ///   comparisons.
    @inline(__always)
    func code(in buffer: UnsafeBufferPointer<UInt8>, start: Int, count: Int) -> UInt8 {
        guard count >= 2, count <= 16 else { return FlowKey.none }
        guard let base = buffer.baseAddress, start >= 0, start &+ 16 <= buffer.count else {
            return FlowKey.code(bytes: UnsafeBufferPointer(rebasing: buffer[start..<(start + count)]))
        }
        let raw = UnsafeRawPointer(base + start)
        return code(at: raw, first: raw.loadUnaligned(as: UInt64.self).littleEndian, count: count)
    }

    /// `code(in:start:count:)` for the `count` bytes at `raw`, of which 16 can be read, and
    /// whose first 8 are `first` (as a little-endian word); `count` is from 2 to 16.
    ///
    /// The reads of the tables are unchecked and cannot leave them: the slot is the top
    /// byte of a word (0 to 255), and a slot holds -1, -2 or the raw value of a key, an
    /// index of `packed`.
    @inline(__always)
    func code(at raw: UnsafeRawPointer, first: UInt64, count: Int) -> UInt8 {
        // Keep the first `count` bytes of the first word; of the second, bytes 8 to 14, as
        // `pack` does, under the count in its top byte.
        let low = count >= 8 ? first : first & (1 &<< UInt64(count &* 8) &- 1)
        let candidate = slots[Int(truncatingIfNeeded: (low &* multiplier) &>> 56)]
        guard candidate >= 0 else { return FlowKey.none }
        let expected = packed[Int(candidate)]
        guard expected.low == low else { return FlowKey.none }
        var high = UInt64(count) &<< 56
        if count > 8 {
            let second = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self).littleEndian
            high |= second & (1 &<< UInt64(Swift.min(count &- 8, 7) &* 8) &- 1)
        }
        return expected.high == high ? UInt8(candidate) : FlowKey.none
    }
}

/// Where each known key sits among an object's members: built in one pass, then finding a
/// key, or checking that every key is allowed, takes a few bit operations.
struct KeyIndex {
    /// The known keys present.
    private(set) var present: UInt64 = 0
    /// Whether some member's key is not a `FlowKey`.
    private(set) var hasOtherKeys = false
    /// For each `FlowKey` (by raw value, 16 bits each), the entry of its member's value as
    /// an offset from the object's entry; 0 when absent.
    private var offsets: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (
        0, 0, 0, 0, 0, 0, 0, 0, 0
    )
    /// Whether `offsets` holds every known key (an object whose values lie more than
    /// 65,535 entries from its start does not fit, nor would a 37th `FlowKey`; look-ups
    /// then scan).
    private var isIndexed = true

    /// Classifies the keys of `members`.
    init(_ members: JSONMembers) {
        // The entries, not the tape: a local reference to the tape would be retained.
        let entries = members.tape.entries
        let object = entries[members.container]
        guard object.kind == .object else { return }
        let first = members.container + 1
        let end = Int(object.payload)
        if let run = entries.entries(from: first, to: end) {
            // In one chunk: read in place, bounds checked once. Every key entry is followed
            // by its value's, and a container value ends at most at `end` (the parser wrote
            // both, for an object it accepted whole), so the `precondition` cannot fail on
            // any input; it stands in front of the unchecked read of the value.
            var j = 0
            while j < run.count {
                precondition(j + 1 < run.count)
                record(run[j].keyCode, offset: j + 2)
                let value = run[j + 1]
                j = value.kind.isContainer ? Int(value.payload) - first : j + 2
            }
            return
        }
        var i = first
        while i < end {
            record(entries[i].keyCode, offset: i + 1 - members.container)
            let value = entries[i + 1]
            i = value.kind.isContainer ? Int(value.payload) : i + 2
        }
    }

    /// Records the key whose code is `code`, whose value is entry `offset` from the object's.
    @inline(__always)
    private mutating func record(_ code: UInt8, offset: Int) {
        if code == FlowKey.none {
            hasOtherKeys = true
        } else {
            present |= 1 << UInt64(code)
            if offset > 0xFFFF || Int(code) >= MemoryLayout.size(ofValue: offsets) / 2 {
                isIndexed = false
            } else {
                withUnsafeMutableBytes(of: &offsets) {
                    $0.storeBytes(of: UInt16(offset), toByteOffset: Int(code) * 2, as: UInt16.self)
                }
            }
        }
    }

    /// The value of the member `key` of `members` (the members this index was built from).
    @inline(__always)
    func value(_ key: FlowKey, in members: JSONMembers) -> JSONValue? {
        let code = key.rawValue
        guard present & (1 << UInt64(code)) != 0 else { return nil }
        guard isIndexed else { return members.value(key) }
        let offset = withUnsafeBytes(of: offsets) { $0.load(fromByteOffset: code * 2, as: UInt16.self) }
        return JSONValue(tape: members.tape, index: members.container + Int(offset))
    }

    /// Whether every key is one of `allowed` (a mask of `FlowKey.mask`); when false, some
    /// key may still be allowed, and the keys must be checked one by one.
    func allKeys(in allowed: UInt64) -> Bool {
        !hasOtherKeys && present & ~allowed == 0
    }
}
