/// The key entries of the members of the objects a `JSONParser` is reading, innermost
/// last: a buffer the parser owns (its reader calls `deallocate()` once it is done), with
/// no uniqueness check or reference counting per key as an array has.
///
/// Invariant: the first `count` slots are initialized, and `count <= capacity`.
struct KeyStack {
    private var base: UnsafeMutablePointer<Int>
    private var capacity = 64
    /// The number of keys on the stack.
    private(set) var count = 0

    init() {
        base = .allocate(capacity: capacity)
    }

    /// Pushes the key entry `key`.
    @inline(__always)
    mutating func append(_ key: Int) {
        if count == capacity { grow() }
        (base + count).initialize(to: key)
        count += 1
    }

    private mutating func grow() {
        let grown = UnsafeMutablePointer<Int>.allocate(capacity: capacity * 2)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity *= 2
    }

    /// The key entry at `i`.
    ///
    /// Unreachable from input: the only indexes read are those between an object's first
    /// key (`first`, which was `count` when the object opened) and `count`, and keys are
    /// popped only back to that `first` when the object closes; a syntax error ends the
    /// parse and the stack with it. The `precondition` restates that in front of raw
    /// pointer arithmetic.
    subscript(i: Int) -> Int {
        @inline(__always) get {
            precondition(i >= 0 && i < count)
            return base[i]
        }
    }

    /// Pops the keys from `newCount` on (those of an object just closed): `newCount` is
    /// that object's `first`, at most `count` since keys are only pushed in between (see
    /// the subscript for why this cannot fail on any input).
    @inline(__always)
    mutating func removeAll(from newCount: Int) {
        precondition(newCount >= 0 && newCount <= count)
        count = newCount
    }

    /// Frees the buffer; the stack must not be used afterwards.
    func deallocate() {
        base.deallocate()
    }
}
