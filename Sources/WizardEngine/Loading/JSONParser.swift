/// The single-pass recursive-descent parser behind `JSONReader`, over a byte buffer that
/// outlives it. Depth is checked before each descent, so recursion is bounded by
/// `maxDepth`.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    /// The next byte to read.
    var index = 0
    /// The current line, from 1.
    var line = 1
    /// `line` as an entry holds it (clamped), updated with it: not converted per entry.
    var entryLine: Int32 = 1
    /// The byte index where the current line starts (after a byte order mark on line 1).
    var lineStart = 0
    /// UTF-8 continuation bytes read so far on the current line. They occur only inside
    /// strings (anywhere else a byte ≥ 0x80 is an error), and a string never spans lines,
    /// so the column of a value or key about to be read is its byte offset on the line
    /// minus this count: no rescan of the line.
    var lineContinuationBytes = 0
    /// Where the entries go: the storage of the tape being read, which the reader holds
    /// while the parser runs.
    let storage: UnsafeMutablePointer<TapeStorage>
    /// The key entries of the members of the objects being read, innermost last.
    var keyStack = KeyStack()
    /// For each object being read that has reached 16 keys, innermost last: where its keys
    /// start on `keyStack`, and its keys' entries by text (see `findEarlierKey`).
    var largeObjectKeys: [(first: Int, entries: [String: Int])] = []
    /// The tables that classify keys (see `FlowKeyTables`).
    let keyTables = FlowKeyTables.shared
    /// Takes each element of the top object's `steps` array as soon as it is read, when
    /// set (see `TopStepSink`).
    var topStepSink: TopStepSink?
    /// Told, while the top `steps` array is streamed, of byte ranges the parser will not
    /// read again (see `ByteRelease`); nil to keep every byte.
    var byteRelease: ByteRelease?
    /// The byte where the bytes not yet passed to `byteRelease` start: inside the streamed
    /// array once it opens.
    var releasedTo = 0

    /// A parser of `bytes` into `storage` (whose `bytes` they are).
    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, storage: UnsafeMutablePointer<TapeStorage>) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.storage = storage
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            lineStart = 3
        }
    }

    /// The entries read so far (see `JSONTape`).
    var entries: TapeBuffer {
        @inline(__always) get { storage.pointee.entries }
        @inline(__always) nonmutating _modify { yield &storage.pointee.entries }
    }

    /// The text of strings written with an escape (see `TapeStorage.strings`).
    var strings: TapeStrings {
        get { storage.pointee.strings }
        nonmutating _modify { yield &storage.pointee.strings }
    }

    // MARK: Positions

    /// The column of byte `i` on the current line, counting Unicode scalars; `i` must not
    /// lie past a string already read on this line (true of every value and key start).
    @inline(__always)
    func column(at i: Int) -> Int {
        // Wrapping arithmetic cannot wrap: all three are byte counts of the input, and the
        // line's start and its continuation bytes lie before `i`.
        i &- lineStart &- lineContinuationBytes &+ 1
    }

    /// An entry of `kind` (position only) for the value or key that starts at byte `i`.
    @inline(__always)
    func entry(_ kind: TapeKind, at i: Int) -> TapeEntry {
        // A column is at least 1: only its top needs clamping.
        TapeEntry(kind: kind, line: entryLine, column: Int32(truncatingIfNeeded: Swift.min(column(at: i), Int(Int32.max))))
    }

    /// The column of byte `i` on the current line, counted from the line's start: for error
    /// positions, which may lie inside or before a string already read.
    func errorColumn(at i: Int) -> Int {
        var start = lineStart
        if i < start {
            // Not expected (errors are on the current line), but stay exact. (Bytes before
            // the line may have been released, see `handOver`: never reached for them.)
            start = i
            while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        }
        var c = 1
        var j = start
        while j < i {
            if bytes[j] & 0xC0 != 0x80 { c += 1 }
            j += 1
        }
        return c
    }

    func error(_ message: String, at i: Int) -> JSONSyntaxError {
        JSONSyntaxError(message: message, line: line, column: errorColumn(at: i))
    }

    /// The error `expected <what> but found <what stands at i>`, at byte `i`.
    ///
    /// Never inlined, like the other builders of errors the hot functions throw: a message
    /// built in place would swell them (blocks, stack frame) and keep the optimizer from
    /// inlining their helpers into them. `mutating` (though they change nothing) so that
    /// the parser is passed by address: a call of a non-mutating method from a mutating one
    /// copies the parser into a stack slot of the caller's frame, one per call site.
    @inline(never)
    mutating func expected(_ what: StaticString, at i: Int) -> JSONSyntaxError {
        error("expected \(what) but found \(found(at: i))", at: i)
    }

    /// The error for a trailing comma before the closing `bracket` at byte `i`.
    @inline(never)
    mutating func trailingComma(before bracket: UInt8, at i: Int) -> JSONSyntaxError {
        error("trailing comma before '\(Character(Unicode.Scalar(bracket)))' is not allowed", at: i)
    }

    // MARK: Structure

    /// Reads the document into `entries`.
    mutating func parseDocument() throws(JSONSyntaxError) {
        skipWhitespace()
        try parseValue(depth: 0)
        skipWhitespace()
        if index < bytes.count {
            throw error("expected end of input after the JSON value but found \(found(at: index))", at: index)
        }
    }

    @inline(__always)
    mutating func skipWhitespace() {
        let i = index
        // Most calls find a byte above the space at once (a key, a value, `:`, `,` or a
        // bracket): one comparison, no store.
        guard i < bytes.count, bytes[i] <= 0x20 else { return }
        // One space before a key or value (after `:` or `,`): one more comparison.
        if bytes[i] == 0x20, i &+ 1 < bytes.count, bytes[i &+ 1] > 0x20 {
            index = i &+ 1
            return
        }
        skipWhitespaceRun()
    }

    /// `skipWhitespace` past its fast paths: a run of whitespace other than one space.
    /// Not inlined: the hot functions inline `skipWhitespace` at many places.
    @inline(never)
    mutating func skipWhitespaceRun() {
        // A local index: the loop keeps it in a register.
        var i = index
        defer { index = i }
        while i < bytes.count {
            // Comparisons rather than a `switch` (a jump per byte): spaces come first.
            let b = bytes[i]
            if b == 0x20 || b == 0x09 || b == 0x0D {
                i += 1
            } else if b == 0x0A {
                i += 1
                line += 1
                entryLine = Int32(clamping: line)
                lineStart = i
                lineContinuationBytes = 0
            } else {
                return
            }
        }
    }

    /// Reads one value and appends its entries; an array's elements go to `topStepSink`
    /// one by one when `streamsElements`.
    ///
    /// The three recursive functions (this one, `parseArray`, `parseObject`) keep their own
    /// work small and leave the rest, errors included, to helpers: a debug build gives each
    /// local of a function a stack slot of its own (with redzones under the address
    /// sanitizer), and 256 levels of nesting multiply the recursive functions' frames.
    mutating func parseValue(depth: Int, streamsElements: Bool = false) throws(JSONSyntaxError) {
        // `found` says `end of input` there.
        guard index < bytes.count else { throw expected("a JSON value", at: index) }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            try checkDepth(depth, at: index)
            try parseObject(depth: depth + 1, entry: entryHere())
        case UInt8(ascii: "["):
            try checkDepth(depth, at: index)
            try parseArray(depth: depth + 1, entry: entryHere(), streamsElements: streamsElements)
        default:
            try parseScalar()
        }
    }

    /// An entry (position only) for the value that starts at `index`.
    @inline(__always)
    private func entryHere() -> TapeEntry {
        entry(.null, at: index)
    }

    /// Reads a string, number or literal and appends its entry.
    @inline(__always)
    private mutating func parseScalar() throws(JSONSyntaxError) {
        var entry = entryHere()
        switch bytes[index] {
        case UInt8(ascii: "\""):
            entry.kind = .string
            try parseString(into: &entry)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try parseNumber(into: &entry)
        default:
            entry.kind = try parseLiteral()
        }
        entries.append(entry)
    }

    mutating func checkDepth(_ depth: Int, at i: Int) throws(JSONSyntaxError) {
        if depth >= maxDepth { throw tooDeep(at: i) }
    }

    /// The error for a container at byte `i` past the depth limit (see `expected(_:at:)`).
    @inline(never)
    mutating func tooDeep(at i: Int) -> JSONSyntaxError {
        error("JSON nests deeper than the limit of \(maxDepth) levels", at: i)
    }

    mutating func parseLiteral() throws(JSONSyntaxError) -> TapeKind {
        let start = index
        var end = index
        while end < bytes.count, end - start < 32, Self.isASCIILetter(bytes[end]) { end += 1 }
        let word = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if Self.spells(word, "true") {
            index = end
            return .true
        }
        if Self.spells(word, "false") {
            index = end
            return .false
        }
        if Self.spells(word, "null") {
            index = end
            return .null
        }
        let what = word.isEmpty ? found(at: start) : "'\(String(decoding: word, as: UTF8.self))'"
        throw error("expected a JSON value but found \(what)", at: start)
    }

    /// Whether `word` is the ASCII text `literal`.
    private static func spells(_ word: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        guard word.count == literal.utf8CodeUnitCount else { return false }
        let expected = literal.utf8Start
        for i in 0..<word.count where word[i] != expected[i] { return false }
        return true
    }

    /// Reads an array whose entry (position only) is `entry`; the entry is completed with
    /// the index past its last descendant and its element count once the array closes.
    ///
    /// When `streamsElements`, each element is handed to `topStepSink` once read, and its
    /// entries and texts are then dropped: the array's entry ends up counting its elements
    /// but holding none.
    mutating func parseArray(depth: Int, entry: TapeEntry, streamsElements: Bool = false) throws(JSONSyntaxError) {
        let at = openContainer(entry, as: .array)
        if streamsElements {
            try parseStreamedElements(depth: depth, array: at)
            return
        }
        if closesEmpty(UInt8(ascii: "]"), container: at) { return }
        var count: Int32 = 0
        while true {
            try refuseTrailingComma(before: UInt8(ascii: "]"), if: count > 0)
            try parseValue(depth: depth)
            count &+= 1
            if try closes(UInt8(ascii: "]"), after: "array element") {
                close(at, count: count)
                return
            }
        }
    }

    /// `parseArray` for the streamed array (the top object's `steps`), whose entry is `at`:
    /// each element goes to `topStepSink` once read (see `handOver`).
    ///
    /// Apart from `parseArray` (there is one such array per document): the sink and the
    /// byte release are read once here, not retained and released per element.
    @inline(never)
    private mutating func parseStreamedElements(depth: Int, array at: Int) throws(JSONSyntaxError) {
        releasedTo = index
        if closesEmpty(UInt8(ascii: "]"), container: at) { return }
        // Unwrapped once: an optional bound per element is retained and released per
        // element. (Elements are streamed only when there is a sink: see `parseObject`.)
        let sink = topStepSink ?? { _, _, _ in }
        let release = byteRelease
        var count: Int32 = 0
        while true {
            try refuseTrailingComma(before: UInt8(ascii: "]"), if: count > 0)
            let (element, texts) = (entries.count, strings.count)
            try parseValue(depth: depth)
            handOver(element, texts: texts, position: Int(count), array: at, sink: sink, release: release)
            count &+= 1
            if try closes(UInt8(ascii: "]"), after: "array element") {
                close(at, count: count)
                return
            }
        }
    }

    /// Appends the entry of the container whose bracket is at `index`, of `kind`, and steps
    /// past the bracket; returns the entry's index.
    @inline(__always)
    private mutating func openContainer(_ entry: TapeEntry, as kind: TapeKind) -> Int {
        index += 1
        var entry = entry
        entry.kind = kind
        let at = entries.count
        entries.append(entry)
        return at
    }

    /// Whether the container at entry `at` ends at once (after whitespace) with `bracket`;
    /// it is then closed, empty.
    @inline(__always)
    private mutating func closesEmpty(_ bracket: UInt8, container at: Int) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == bracket else { return false }
        index += 1
        close(at, count: 0)
        return true
    }

    /// Skips whitespace and refuses `bracket` there when `afterComma`.
    @inline(__always)
    private mutating func refuseTrailingComma(before bracket: UInt8, if afterComma: Bool) throws(JSONSyntaxError) {
        skipWhitespace()
        if afterComma, index < bytes.count, bytes[index] == bracket {
            throw trailingComma(before: bracket, at: index)
        }
    }

    /// After an element or member (`what`): steps past a `,` (false) or the closing
    /// `bracket` (true); anything else is an error.
    @inline(__always)
    private mutating func closes(_ bracket: UInt8, after what: StaticString) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw unexpected(after: what, closing: bracket) }
        switch bytes[index] {
        case UInt8(ascii: ","):
            index += 1
            return false
        case bracket:
            index += 1
            return true
        default:
            throw unexpected(after: what, closing: bracket)
        }
    }

    /// The error for what stands at `index` after an element or member, where `,` or the
    /// closing `bracket` belongs.
    @inline(never)
    private mutating func unexpected(after what: StaticString, closing bracket: UInt8) -> JSONSyntaxError {
        error("expected ',' or '\(Character(Unicode.Scalar(bracket)))' after \(what) but found \(found(at: index))", at: index)
    }

    /// Hands the element just read, from entry `element` (and text `texts`) on, to
    /// `topStepSink`, then drops its entries and texts.
    ///
    /// The bytes of the array from the last ones released up to the start of the current
    /// line then go to `byteRelease`, in pieces of at least `ByteRelease.stride` bytes:
    /// nothing reads them again. The elements read are decoded and dropped, the other
    /// members lie outside the array, and every syntax error is reported at a byte of the
    /// current line, whose column is counted from the line's start (`errorColumn`); the
    /// line's start is at most `index`, the end of the element just handed over.
    ///
    /// `sink` and `release` are `topStepSink` and `byteRelease`, read once per array.
    @inline(__always)
    private mutating func handOver(
        _ element: Int, texts: Int, position: Int, array: Int, sink: TopStepSink, release: ByteRelease?
    ) {
        sink(JSONValue(tape: TapeRef(storage: storage), index: element), position, array)
        storage.pointee.truncate(entries: element, strings: texts)
        if let release, lineStart - releasedTo >= release.stride {
            release.body(releasedTo..<lineStart)
            releasedTo = lineStart
        }
    }

    /// Completes the container entry at `i` once its last descendant is appended.
    private mutating func close(_ i: Int, count: Int32) {
        entries[i].payload = Int64(entries.count)
        entries[i].aux = count
    }

    /// Reads an object (see `parseArray`).
    mutating func parseObject(depth: Int, entry: TapeEntry) throws(JSONSyntaxError) {
        let at = openContainer(entry, as: .object)
        let first = keyStack.count
        // The known keys (`FlowKey` codes) read so far, one bit each (see `parseMemberKey`).
        var knownKeys: UInt64 = 0
        if closesEmpty(UInt8(ascii: "}"), container: at) { return }
        while true {
            let code = try parseMemberKey(first: first, knownKeys: &knownKeys)
            // The top object (depth 1) is a flow: its `steps` array may be streamed.
            try parseValue(
                depth: depth, streamsElements: depth == 1 && topStepSink != nil && code == UInt8(FlowKey.steps.rawValue))
            if try closes(UInt8(ascii: "}"), after: "object member") {
                close(at, count: Int32(clamping: keyStack.count - first))
                keyStack.removeAll(from: first)
                if !largeObjectKeys.isEmpty { dropKeyTexts(first: first) }
                return
            }
        }
    }

    /// Reads a member's key (after whitespace), refusing one the object has already, and
    /// the `:` after it; returns the key's `FlowKey` code (see `TapeEntry.keyCode`).
    ///
    /// A known key not seen before in an object of fewer than 16 keys (most keys of a flow
    /// file) is settled here: a known key is the same as an earlier key exactly when that
    /// key has its code, so a known key whose bit is not yet set is new. Any other goes to
    /// `findEarlierKey`.
    ///
    /// - Parameters:
    ///   - first: where the object's keys start on `keyStack`.
    ///   - knownKeys: the known keys of the object so far, one bit per `FlowKey` code.
    @inline(__always)
    private mutating func parseMemberKey(first: Int, knownKeys: inout UInt64) throws(JSONSyntaxError) -> UInt8 {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            if index < bytes.count, bytes[index] == UInt8(ascii: "}"), keyStack.count > first {
                throw trailingComma(before: UInt8(ascii: "}"), at: index)
            }
            throw expected("'\"' to start an object key", at: index)
        }
        let keyStart = index
        let key = entries.count
        let code = try parseKey()
        if code < 64, keyStack.count - first < 16, knownKeys & (1 &<< UInt64(code)) == 0 {
            knownKeys |= 1 &<< UInt64(code)
        } else if let earlier = findEarlierKey(key, code: code, first: first, knownKeys: &knownKeys) {
            throw duplicateKey(key, earlier: earlier, at: keyStart)
        }
        keyStack.append(key)
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw expected("':' after object key", at: index)
        }
        index += 1
        skipWhitespace()
        return code
    }

    /// Reads an object key starting at its opening quote and appends its entry, with its
    /// `FlowKey` code (classified from its bytes, or from its text when escaped), which it
    /// returns. Inlined into `parseMemberKey`, its only call.
    ///
    /// A key of printable ASCII closed within the 16 bytes after its opening quote (every
    /// key of the flow format) is read from two words, which also classify it; any other
    /// is read as a string.
    @inline(__always)
    mutating func parseKey() throws(JSONSyntaxError) -> UInt8 {
        var entry = entry(.key, at: index)
        let contentStart = index + 1
        if let base = bytes.baseAddress, contentStart <= 0xFFFF_FFFF, contentStart &+ 16 <= bytes.count {
            // 16 bytes from `contentStart` lie within `bytes`: both words can be read.
            let raw = UnsafeRawPointer(base + contentStart)
            let first = raw.loadUnaligned(as: UInt64.self).littleEndian
            var special = Self.specialBytes(first)
            var offset = 0
            if special == 0 {
                special = Self.specialBytes(raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self).littleEndian)
                offset = 8
            }
            // The first byte that is not plain printable ASCII, if within 16 bytes.
            let count = offset &+ special.trailingZeroBitCount &>> 3
            if special != 0, raw.load(fromByteOffset: count, as: UInt8.self) == UInt8(ascii: "\"") {
                index = contentStart &+ count &+ 1
                entry.aux = -1
                entry.payload = Int64(contentStart) | Int64(count) << 32
                entry.keyCode = count >= 2 ? keyTables.code(at: raw, first: first, count: count) : FlowKey.none
                entries.append(entry)
                return entry.keyCode
            }
        }
        return try parseKeyAsString(entry)
    }

    /// `parseKey` past its fast path: reads the key as any string. Not inlined (see
    /// `expected(_:at:)`).
    @inline(never)
    mutating func parseKeyAsString(_ entry: TapeEntry) throws(JSONSyntaxError) -> UInt8 {
        var entry = entry
        let contentStart = index + 1
        try parseString(into: &entry)
        entry.keyCode =
            entry.aux < 0
            ? keyTables.code(in: bytes, start: contentStart, count: index - 1 - contentStart)
            : FlowKey.code(of: strings[Int(~entry.payload)])
        entries.append(entry)
        return entry.keyCode
    }

    /// The text of the key or string entry `i`.
    func keyText(at i: Int) -> String {
        let entry = entries[i]
        if entry.payload < 0 { return strings[Int(~entry.payload)] }
        let start = Int(entry.payload & 0xFFFF_FFFF)
        return String(
            decoding: UnsafeBufferPointer(rebasing: bytes[start..<(start + Int(entry.payload >> 32))]), as: UTF8.self)
    }

    /// Whether key entries `a` and `b` hold the same text, compared as `String`s do.
    func sameKey(_ a: Int, _ b: Int) -> Bool {
        let (x, y) = (entries[a], entries[b])
        if x.payload >= 0, y.payload >= 0, let settled = bytesHoldSameText(range(of: x), range(of: y)) {
            return settled
        }
        return sameText(keyText(at: a), keyText(at: b))
    }

    /// The bytes of a string or key entry that points into the input.
    private func range(of entry: TapeEntry) -> UnsafeBufferPointer<UInt8> {
        let start = Int(entry.payload & 0xFFFF_FFFF)
        return UnsafeBufferPointer(rebasing: bytes[start..<(start + Int(entry.payload >> 32))])
    }

    // MARK: Describing input

    /// `end of input`, `'x'` (escaped), or `invalid UTF-8 byte 0xFF`.
    func found(at i: Int) -> String {
        guard i < bytes.count else { return "end of input" }
        let b = bytes[i]
        if b < 0x80 {
            return quoted(String(Unicode.Scalar(b)))
        }
        if let length = Self.validUTF8Length(bytes, at: i) {
            return quoted(String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<(i + length)]), as: UTF8.self))
        }
        return "invalid UTF-8 byte \(Self.hex(b))"
    }

    static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x\(digits[Int(b >> 4)])\(digits[Int(b & 0xF)])"
    }

    static func isASCIILetter(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
    }
}

extension JSONParser {
    /// The error for the key at entry `key`, at byte `i`, that repeats the one at `earlier`.
    @inline(never)
    mutating func duplicateKey(_ key: Int, earlier: Int, at i: Int) -> JSONSyntaxError {
        let earlierEntry = entries[earlier]
        return error(
            "duplicate key \(quoted(keyText(at: key))) (first at line \(earlierEntry.line), column \(earlierEntry.column))",
            at: i)
    }

    /// Records the key at entry `key`, whose `FlowKey` code is `code`, about to be pushed on
    /// `keyStack` (whose entries from `first` are the keys of the object being read), when
    /// `parseMemberKey` could not settle it: a key that is unknown, already seen, or in an
    /// object of 16 keys or more. Returns the entry of the earlier key with the same text,
    /// if any.
    ///
    /// Small objects are scanned; an object that reaches 16 keys gets a dictionary of its
    /// keys' texts on `largeObjectKeys`, dropped when it closes (`dropKeyTexts`).
    mutating func findEarlierKey(_ key: Int, code: UInt8, first: Int, knownKeys: inout UInt64) -> Int? {
        let position = keyStack.count
        if position - first < 16 {
            if code < 64 {
                let bit: UInt64 = 1 << UInt64(code)
                defer { knownKeys |= bit }
                if knownKeys & bit == 0 { return nil }
            }
            var i = first
            while i < position {
                // Two known keys are the same key exactly when their codes are; a known key
                // and an unknown one always differ.
                let earlier = keyStack[i]
                let earlierCode = entries[earlier].keyCode
                if code != FlowKey.none || earlierCode != FlowKey.none {
                    if earlierCode == code { return earlier }
                } else if sameKey(earlier, key) {
                    return earlier
                }
                i += 1
            }
            return nil
        }
        // The innermost object with a dictionary is this one, if any has: an object's keys
        // start after those of every object it lies in, and an inner object's dictionary is
        // dropped when it closes.
        if largeObjectKeys.last?.first != first {
            var built: [String: Int] = [:]
            for i in first..<position {
                let text = keyText(at: keyStack[i])
                if built[text] == nil { built[text] = keyStack[i] }
            }
            largeObjectKeys.append((first, built))
        }
        let last = largeObjectKeys.count - 1
        let text = keyText(at: key)
        if let earlier = largeObjectKeys[last].entries[text] { return earlier }
        largeObjectKeys[last].entries[text] = key
        return nil
    }

    /// Drops the dictionary of the keys of the object whose keys started at `first` on
    /// `keyStack`, which has just closed, if it had one.
    mutating func dropKeyTexts(first: Int) {
        if largeObjectKeys.last?.first == first { largeObjectKeys.removeLast() }
    }
}
