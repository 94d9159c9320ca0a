/// A growing sequence of tape entries in chunks of 4,096, owned by the `TapeStorage` of
/// the tape being read (the parser appends through it; the tape frees it).
///
/// Chunks over raw pointers rather than an array: the parser appends and patches entries
/// with no uniqueness check or reference counting, the tape's views read them in place,
/// nothing is copied as it grows, decoded parts can be freed early
/// (`release(after:before:)`), and a streamed element's entries are dropped once decoded
/// (`truncate(to:)`), leaving the chunk they were in to be written again.
struct TapeBuffer {
    private static let shift = 12
    private static let chunkSize = 1 << shift
    private static let mask = chunkSize - 1
    /// The chunks; nil once released. Slots from `slotCount` on are not initialized.
    private var table: UnsafeMutablePointer<UnsafeMutablePointer<TapeEntry>?>
    private var tableCapacity = 16
    /// The number of initialized slots of `table`: at least the chunks `count` needs,
    /// more after a truncation kept a chunk for the entries to come.
    private var slotCount = 0
    /// The number of entries appended (and not truncated).
    private(set) var count = 0

    init() {
        table = .allocate(capacity: tableCapacity)
    }

    /// Appends `entry`.
    @inline(__always)
    mutating func append(_ entry: TapeEntry) {
        if count & Self.mask == 0 { addChunk() }
        table[count >> Self.shift].unsafelyUnwrapped[count & Self.mask] = entry
        count += 1
    }

    /// Makes the chunk for entry `count` (which starts a chunk) ready, reusing the one a
    /// truncation kept.
    private mutating func addChunk() {
        let chunk = count >> Self.shift
        if chunk < slotCount, table[chunk] != nil { return }
        if chunk == tableCapacity {
            let grown = UnsafeMutablePointer<UnsafeMutablePointer<TapeEntry>?>.allocate(capacity: tableCapacity * 2)
            grown.moveInitialize(from: table, count: slotCount)
            table.deallocate()
            table = grown
            tableCapacity *= 2
        }
        if chunk < slotCount {
            table[chunk] = .allocate(capacity: Self.chunkSize)
        } else {
            (table + chunk).initialize(to: .allocate(capacity: Self.chunkSize))
            slotCount = chunk + 1
        }
    }

    /// The entry at `i` (below `count`, not released).
    ///
    /// Unreachable from input, like `ChangeList`'s and the old `MoveStack`'s: views are made
    /// only by the decoder, of entries the parser has completed (a whole document the parser
    /// accepted, or an element of the top object's `steps` array handed over right after
    /// the parser read it; a syntax error drops every view and the tape), every index a view
    /// reads is the parser's own (`count` when it appended the entry, or a container's end
    /// index it wrote, at most `count`), `FlowDecoder.decodeSteps` releases only chunks
    /// lying wholly between the `steps` array's entry and the end of the last step decoded,
    /// which nothing reads again (the flow's other members lie before the array's entry or
    /// after its end; diagnostics keep positions, not views), and a streamed element's
    /// entries are truncated only once its step is decoded, no view of them kept (the
    /// streamed array's own entry records no elements: nothing walks into them). The
    /// `precondition`s restate that in front of raw pointer arithmetic; the loader and json
    /// fuzz targets drive this code.
    subscript(i: Int) -> TapeEntry {
        @inline(__always) get {
            precondition(i >= 0 && i < count)
            return chunk(of: i)[i & Self.mask]
        }
        nonmutating set {
            precondition(i >= 0 && i < count)
            chunk(of: i)[i & Self.mask] = newValue
        }
    }

    /// The entries from `start` up to `end` in place, when they lie in one chunk (most
    /// objects do); nil when they span two chunks or none.
    ///
    /// The same bounds as the subscript's, checked once for the whole range.
    @inline(__always)
    func entries(from start: Int, to end: Int) -> UnsafeBufferPointer<TapeEntry>? {
        precondition(start >= 0 && start <= end && end <= count)
        guard start < end, start >> Self.shift == (end &- 1) >> Self.shift else { return nil }
        return UnsafeBufferPointer(start: chunk(of: start) + (start & Self.mask), count: end &- start)
    }

    /// The chunk holding entry `i`.
    @inline(__always)
    private func chunk(of i: Int) -> UnsafeMutablePointer<TapeEntry> {
        guard let chunk = table[i >> Self.shift] else { preconditionFailure("tape entry \(i) read after its release") }
        return chunk
    }

    /// Frees the chunks that hold only entries after `first` and before `end`.
    func release(after first: Int, before end: Int) {
        var chunk = (first >> Self.shift) + 1
        while (chunk + 1) << Self.shift <= end {
            if let entries = table[chunk] {
                entries.deallocate()
                table[chunk] = nil
            }
            chunk += 1
        }
    }

    /// Drops the entries from `newCount` on, freeing the chunks they alone used except the
    /// one the next entry goes to.
    mutating func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count)
        count = newCount
        var chunk = (newCount >> Self.shift) + 1
        while chunk < slotCount {
            table[chunk]?.deallocate()
            table[chunk] = nil
            chunk += 1
        }
    }

    /// Frees every chunk (entries are plain values: nothing to deinitialize).
    func deallocate() {
        for chunk in 0..<slotCount { table[chunk]?.deallocate() }
        table.deallocate()
    }
}

/// The texts of the strings and keys of a tape that cannot point into its input (see
/// `TapeStorage.strings`), owned by the tape's storage like its `TapeBuffer`.
///
/// A buffer rather than an array: the storage is then plain words, read through a pointer
/// with no retain of an array.
struct TapeStrings {
    private var base: UnsafeMutablePointer<String>?
    private var capacity = 0
    /// The number of texts.
    private(set) var count = 0

    /// The text `i`: always one the parser appended for a string entry it wrote, hence below
    /// `count` (see `TapeBuffer`'s subscript for why no view reads a truncated one).
    subscript(i: Int) -> String {
        precondition(i >= 0 && i < count)
        return base.unsafelyUnwrapped[i]
    }

    mutating func append(_ text: String) {
        if count == capacity {
            let grown = UnsafeMutablePointer<String>.allocate(capacity: Swift.max(8, capacity * 2))
            if let base {
                grown.moveInitialize(from: base, count: count)
                base.deallocate()
            }
            base = grown
            capacity = Swift.max(8, capacity * 2)
        }
        (base.unsafelyUnwrapped + count).initialize(to: text)
        count += 1
    }

    /// Drops the texts from `newCount` on.
    mutating func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count)
        if let base { (base + newCount).deinitialize(count: count - newCount) }
        count = newCount
    }

    /// Frees every text.
    mutating func deallocate() {
        truncate(to: 0)
        base?.deallocate()
        base = nil
        capacity = 0
    }
}
