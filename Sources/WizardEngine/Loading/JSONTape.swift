/// A JSON document read into a flat sequence of fixed-size entries (a "tape"), in file
/// order, over the input bytes its strings point into (borrowed: the tape must not outlive
/// them).
///
/// The flow loader reads a whole flow file through `JSONValue` views of a tape instead of a
/// `JSONNode` tree: there is no allocation per value (strings are made only when asked
/// for) and no reference counting as values are passed around. `JSONReader` builds its
/// `JSONNode` trees from a tape, so both read the same grammar.
///
/// Layout: a value is one entry; an array's entry is followed by its elements, an
/// object's by a key entry and then the value for each member. A container's entry holds
/// the index just past its last descendant, so siblings are found without visiting
/// children. The parser appends to the tape's storage, so views of an element it has just
/// read can be decoded while it reads on: the elements of a flow file's top `steps` array
/// are decoded one by one and truncated away (see `JSONParser.topStepSink`), and that
/// array's entry then records its element count but holds none. Entries are kept in
/// fixed-size chunks, so the parts of a large array decoded after the whole file is read
/// can be freed while the rest is decoded (`release(after:before:)`).
package final class JSONTape {
    /// The entries, bytes and strings, at a fixed address for the views to point at.
    let storage: UnsafeMutablePointer<TapeStorage>

    /// An empty tape over `bytes`, which must outlive it.
    init(borrowing bytes: UnsafeBufferPointer<UInt8>) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: TapeStorage(entries: TapeBuffer(), bytes: bytes, strings: TapeStrings()))
    }

    deinit {
        storage.pointee.entries.deallocate()
        storage.pointee.strings.deallocate()
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// The document's top value.
    ///
    /// The view does not keep the tape alive: it may be used only while the caller holds
    /// the tape (the loader holds it while it decodes the file).
    var root: JSONValue { JSONValue(tape: TapeRef(storage: storage), index: 0) }

    /// The `JSONNode` tree of the value at entry `i`.
    func node(at i: Int) -> JSONNode { storage.pointee.node(at: i) }
}

/// A view's way to its tape: the address of the tape's storage, one word with no
/// reference counting (a reference to the `JSONTape` itself is retained and released
/// around each use, even when unowned).
struct TapeRef {
    let storage: UnsafeMutablePointer<TapeStorage>

    var entries: TapeBuffer {
        @inline(__always) get { storage.pointee.entries }
    }

    @inline(__always)
    func next(after i: Int) -> Int { storage.pointee.next(after: i) }

    func text(at i: Int) -> String { storage.pointee.text(at: i) }

    func text(at i: Int, equals text: String) -> Bool { storage.pointee.text(at: i, equals: text) }

    func holdSameText(_ a: Int, _ b: Int) -> Bool { storage.pointee.holdSameText(a, b) }

    func node(at i: Int) -> JSONNode { storage.pointee.node(at: i) }

    func release(after first: Int, before end: Int) { storage.pointee.release(after: first, before: end) }
}

/// What a `JSONTape` holds (owned by the tape, which frees it; the parser appends to it).
struct TapeStorage {
    /// The entries, the document's top value first.
    var entries: TapeBuffer
    /// The input the string entries point into (the caller's, which outlives the tape).
    let bytes: UnsafeBufferPointer<UInt8>
    /// The text of strings and keys that cannot point into `bytes`: those written with an
    /// escape (rare in flow files), and those beyond 4 GiB of input.
    var strings: TapeStrings

    /// Frees the entries after entry `first` and before entry `end` (whole chunks; the rest
    /// stays until the tape is freed). No view of those entries may be used afterwards.
    ///
    /// - Parameters:
    ///   - first: an entry that stays (a container whose decoded descendants go).
    ///   - end: the first entry that stays after them.
    func release(after first: Int, before end: Int) {
        entries.release(after: first, before: end)
    }

    /// Drops the entries from `entryCount` on and the texts from `stringCount` on: those of
    /// a streamed element once decoded. No view of them may be used afterwards.
    mutating func truncate(entries entryCount: Int, strings stringCount: Int) {
        entries.truncate(to: entryCount)
        strings.truncate(to: stringCount)
    }

    /// Calls `body` with the bytes of the string or key `entry` (one that lies in `bytes`).
    ///
    /// The range is a string's, written by the parser from its own position in `bytes` (see
    /// `TapeBuffer`'s subscript for why only entries the parser completed are read), so the
    /// `precondition` cannot fail on any input.
    @inline(__always)
    func withBytes<R>(of entry: TapeEntry, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let start = Int(entry.payload & 0xFFFF_FFFF)
        let end = start + Int(entry.payload >> 32)
        precondition(end <= bytes.count)
        return body(UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }

    /// The text of the string or key at entry `i`.
    func text(at i: Int) -> String {
        let entry = entries[i]
        if entry.payload < 0 { return strings[Int(~entry.payload)] }
        return withBytes(of: entry, makeString)
    }

    /// A string of the UTF-8 `bytes` (the parser validated them).
    ///
    /// A text of up to 15 bytes (most ids, defaults and short prompts) is written into the
    /// new small string itself, which checks it in place; `String(decoding:as:)` validated
    /// the bytes, scanned them again and then copied them, nearly twice the instructions.
    /// A longer text is made that way still: its own storage costs more the other way.
    private func makeString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if bytes.count > 15 { return String(decoding: bytes, as: UTF8.self) }
        // Exactly `bytes.count` bytes of room (the capacity asked); an empty copy is a no-op.
        return String(unsafeUninitializedCapacity: bytes.count) { buffer in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(bytes))
            return bytes.count
        }
    }

    /// Whether the string or key at entry `i` is exactly `text`, compared as `String`s do
    /// (canonical equivalence), without making a string when the bytes settle it.
    func text(at i: Int, equals text: String) -> Bool {
        let entry = entries[i]
        if entry.payload < 0 { return sameText(strings[Int(~entry.payload)], text) }
        var text = text
        let settled: Bool? = text.withUTF8 { other in
            withBytes(of: entry) { mine in bytesHoldSameText(mine, other) }
        }
        return settled ?? sameText(self.text(at: i), text)
    }

    /// Whether the string or key entries `a` and `b` hold the same text, compared as
    /// `String`s do (`==`, canonical equivalence).
    func holdSameText(_ a: Int, _ b: Int) -> Bool {
        let (x, y) = (entries[a], entries[b])
        if x.payload >= 0, y.payload >= 0 {
            let settled = withBytes(of: x) { xb in withBytes(of: y) { yb in bytesHoldSameText(xb, yb) } }
            if let settled { return settled }
        }
        return text(at: a) == text(at: b)
    }

    /// The `JSONNode` tree of the value at entry `i`.
    func node(at i: Int) -> JSONNode {
        let entry = entries[i]
        let line = Int(entry.line)
        let column = Int(entry.column)
        switch entry.kind {
        case .null: return JSONNode(.null, line: line, column: column)
        case .false: return JSONNode(.bool(false), line: line, column: column)
        case .true: return JSONNode(.bool(true), line: line, column: column)
        case .integer: return JSONNode(.integer(Int(entry.payload)), line: line, column: column)
        case .number:
            return JSONNode(.number(Double(bitPattern: UInt64(bitPattern: entry.payload))), line: line, column: column)
        case .string, .key:
            return JSONNode(
                .string(text(at: i)), line: line, column: column,
                firstEscapeOffset: entry.aux < 0 ? nil : Int(entry.aux))
        case .array:
            var elements: [JSONNode] = []
            elements.reserveCapacity(Int(entry.aux))
            var j = i + 1
            while j < Int(entry.payload) {
                elements.append(node(at: j))
                j = next(after: j)
            }
            return JSONNode(.array(elements), line: line, column: column)
        case .object:
            var members: [JSONMember] = []
            members.reserveCapacity(Int(entry.aux))
            var j = i + 1
            while j < Int(entry.payload) {
                let key = entries[j]
                members.append(
                    JSONMember(
                        key: text(at: j), keyCode: key.keyCode, keyLine: Int(key.line), keyColumn: Int(key.column),
                        value: node(at: j + 1)))
                j = next(after: j + 1)
            }
            return JSONNode(.object(members), line: line, column: column)
        }
    }

    /// The index of the entry after the value at `i` and its descendants.
    @inline(__always)
    func next(after i: Int) -> Int {
        let entry = entries[i]
        return entry.kind.isContainer ? Int(entry.payload) : i + 1
    }
}

/// What a tape entry is.
enum TapeKind: UInt8 {
    case null, `false`, `true`, integer, number, string, array, object
    /// An object member's key (its value is the next entry).
    case key

    var isContainer: Bool { self == .array || self == .object }
}

/// One value or key of a tape: 24 bytes, no references.
struct TapeEntry {
    var kind: TapeKind
    /// For a key: the `FlowKey` it is, or `FlowKey.none`.
    var keyCode: UInt8 = FlowKey.none
    /// For a string or key: the scalar offset of its first escape (-1 without one, see
    /// `JSONNode.firstEscapeOffset`). For a container: its number of elements or members.
    var aux: Int32 = -1
    /// The line and column (from 1, in Unicode scalars) of the first character.
    var line: Int32
    var column: Int32
    /// An integer's value; a number's bit pattern; for a container, the index just past
    /// its last descendant; for a string or key, its content's byte offset in the input
    /// (low 32 bits) and byte count (high 32 bits), or when negative, `~i` for entry `i`
    /// of `TapeStorage.strings`.
    var payload: Int64 = 0

    /// An entry (position only) at `line` and `column`, clamped by the parser.
    init(kind: TapeKind, line: Int32, column: Int32) {
        self.kind = kind
        self.line = line
        self.column = column
    }
}

/// A value inside a `JSONTape`: what the flow decoder reads instead of a `JSONNode`.
///
/// Two words, no reference counting: the view does not own its tape, which must outlive
/// it (the loader drops every view of a file before it drops the file's tape).
struct JSONValue {
    let tape: TapeRef
    /// The value's entry.
    let index: Int

    init(tape: TapeRef, index: Int) {
        self.tape = tape
        self.index = index
    }

    @inline(__always)
    var entry: TapeEntry { tape.entries[index] }

    var kind: TapeKind { entry.kind }

    /// The line (from 1) of the value's first character.
    var line: Int { Int(entry.line) }
    /// The column (from 1, in Unicode scalars) of the value's first character.
    var column: Int { Int(entry.column) }

    /// See `JSONNode.firstEscapeOffset`.
    var firstEscapeOffset: Int? {
        let entry = entry
        return entry.kind == .string && entry.aux >= 0 ? Int(entry.aux) : nil
    }

    /// The text of a string, else nil.
    var stringValue: String? {
        entry.kind == .string ? tape.text(at: index) : nil
    }

    var isString: Bool { entry.kind == .string }

    /// Whether this is a string whose text is `text`.
    func isString(_ text: String) -> Bool {
        entry.kind == .string && tape.text(at: index, equals: text)
    }

    var boolValue: Bool? {
        switch entry.kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// An integer's value, else nil.
    var integerValue: Int? {
        let entry = entry
        return entry.kind == .integer ? Int(entry.payload) : nil
    }

    /// A number's value (an integer's too), else nil.
    var numberValue: Double? {
        let entry = entry
        switch entry.kind {
        case .integer: return Double(Int(entry.payload))
        case .number: return Double(bitPattern: UInt64(bitPattern: entry.payload))
        default: return nil
        }
    }

    var isObject: Bool { entry.kind == .object }
    var isArray: Bool { entry.kind == .array }

    /// An array's elements (none for any other value).
    var elements: JSONElements { JSONElements(tape: tape, container: index) }

    /// An object's members (none for any other value).
    var members: JSONMembers { JSONMembers(tape: tape, container: index) }

    /// The member named `key` of an object, else nil.
    subscript(key: String) -> JSONValue? {
        for member in members where member.hasKey(key) { return member.value }
        return nil
    }

    /// The position of the value in `file`.
    func location(in file: String) -> SourceLocation {
        let entry = entry
        return SourceLocation(file: file, line: Int(entry.line), column: Int(entry.column))
    }

    /// See `JSONNode.location(in:scalarOffset:)`.
    func location(in file: String, scalarOffset offset: Int) -> SourceLocation {
        let entry = entry
        guard entry.kind == .string, offset >= 0 else { return location(in: file) }
        if entry.aux >= 0, offset >= Int(entry.aux) { return location(in: file) }
        return SourceLocation(file: file, line: Int(entry.line), column: Int(entry.column) + 1 + offset)
    }

    /// The value as a `JSONNode` tree.
    var node: JSONNode { tape.node(at: index) }

    /// See `JSONNode.toAnswerValue()`.
    func toAnswerValue() -> AnswerValue {
        let entry = entry
        switch entry.kind {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .integer: return .integer(Int(entry.payload))
        case .number: return .number(Double(bitPattern: UInt64(bitPattern: entry.payload)))
        case .string, .key: return .string(tape.text(at: index))
        case .array:
            var items: [AnswerValue] = []
            items.reserveCapacity(Int(entry.aux))
            for element in elements { items.append(element.toAnswerValue()) }
            return .array(items)
        case .object:
            var object: [String: AnswerValue] = [:]
            for member in members {
                let key = member.key
                if object[key] == nil { object[key] = member.value.toAnswerValue() }
            }
            return .object(object)
        }
    }

    /// See `JSONNode.summary`.
    var summary: String {
        let entry = entry
        switch entry.kind {
        case .null: return "null"
        case .false: return "boolean false"
        case .true: return "boolean true"
        case .integer: return "integer \(Int(entry.payload))"
        case .number: return "number \(AnswerValue.formatNumber(Double(bitPattern: UInt64(bitPattern: entry.payload))))"
        case .string, .key: return "string \(quoted(tape.text(at: index)))"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// One member of an object in a tape: its key's entry, followed by its value's.
struct JSONMemberView {
    let tape: TapeRef
    /// The key's entry.
    let keyIndex: Int

    /// The key's text.
    var key: String { tape.text(at: keyIndex) }

    /// Whether the key is exactly `text`.
    func hasKey(_ text: String) -> Bool { tape.text(at: keyIndex, equals: text) }

    /// The raw value of the `FlowKey` the key is, or `FlowKey.none`.
    var keyCode: UInt8 { tape.entries[keyIndex].keyCode }

    /// The `FlowKey` the key is, if any.
    var flowKey: FlowKey? { FlowKey(rawValue: Int(keyCode)) }

    var value: JSONValue { JSONValue(tape: tape, index: keyIndex + 1) }

    /// The position of the key's opening quote in `file`.
    func keyLocation(in file: String) -> SourceLocation {
        let entry = tape.entries[keyIndex]
        return SourceLocation(file: file, line: Int(entry.line), column: Int(entry.column))
    }
}

/// The elements of an array in a tape, in file order.
struct JSONElements: Sequence {
    let tape: TapeRef
    /// The array's entry (any other value has no elements).
    let container: Int

    /// The number of elements.
    var count: Int {
        let entry = tape.entries[container]
        return entry.kind == .array ? Int(entry.aux) : 0
    }

    var isEmpty: Bool { count == 0 }

    func makeIterator() -> Iterator {
        let entry = tape.entries[container]
        let end = entry.kind == .array ? Int(entry.payload) : container + 1
        return Iterator(tape: tape, position: container + 1, end: end)
    }

    struct Iterator: IteratorProtocol {
        let tape: TapeRef
        var position: Int
        let end: Int

        mutating func next() -> JSONValue? {
            guard position < end else { return nil }
            let value = JSONValue(tape: tape, index: position)
            position = tape.next(after: position)
            return value
        }
    }
}

/// The members of an object in a tape, in file order.
struct JSONMembers: Sequence {
    let tape: TapeRef
    /// The object's entry (any other value has no members).
    let container: Int

    /// The number of members.
    var count: Int {
        let entry = tape.entries[container]
        return entry.kind == .object ? Int(entry.aux) : 0
    }

    func makeIterator() -> Iterator {
        let entry = tape.entries[container]
        let end = entry.kind == .object ? Int(entry.payload) : container + 1
        return Iterator(tape: tape, position: container + 1, end: end)
    }

    /// The value of the member named `key`, if any.
    func value(forKey key: String) -> JSONValue? {
        for member in self where member.hasKey(key) { return member.value }
        return nil
    }

    /// The value of the member whose key is `key`, if any (keys are compared by code).
    func value(_ key: FlowKey) -> JSONValue? {
        let code = UInt8(key.rawValue)
        for member in self where member.keyCode == code { return member.value }
        return nil
    }

    struct Iterator: IteratorProtocol {
        let tape: TapeRef
        var position: Int
        let end: Int

        mutating func next() -> JSONMemberView? {
            guard position < end else { return nil }
            let member = JSONMemberView(tape: tape, keyIndex: position)
            position = tape.next(after: position + 1)
            return member
        }
    }
}

/// Whether the UTF-8 texts `x` and `y` are the same text (as `String`s compare) when
/// their bytes settle it: the same bytes are, different ASCII bytes are not; nil when they
/// differ but hold non-ASCII scalars (which may be spelt two ways).
func bytesHoldSameText(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool? {
    // Index loops: the generic `elementsEqual` and `contains` cost several times more.
    if x.count == y.count {
        var k = 0
        while k < x.count, x[k] == y[k] { k += 1 }
        if k == x.count { return true }
    }
    for b in x where b >= 0x80 { return nil }
    for b in y where b >= 0x80 { return nil }
    return false
}
