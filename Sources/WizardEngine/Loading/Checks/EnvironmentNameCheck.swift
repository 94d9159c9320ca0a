/// Warns when two answer paths the root flow can produce map to one `--format env` name
/// (`db-port` and `db_port` → `DB_PORT`, SPEC §7), since `--format env` then fails.
///
/// Paths are walked from the root flow through sub-flows (a repeat as item `0`); only
/// stored answers count. The warning points at the later of the two steps.
///
/// - Complexity: O(answer paths) — each sub-flow is walked once per place that opens it,
///   down to a fixed depth.
func checkEnvironmentNames(_ catalog: DecodedCatalog) -> [Diagnostic] {
    guard let rootID = catalog.rootID, let root = catalog.flow(rootID) else { return [] }
    var names = FirstPathByName()
    names.reserveCapacity(root.flow.steps.count)
    var out: [Diagnostic] = []
    func walk(_ decoded: DecodedFlow, prefix: String, depth: Int) {
        guard depth < 16 else { return }  // recursion is reported by its own check
        for i in decoded.steps.indices {
            let step = decoded.flow.steps[i]
            guard step.isStored else { continue }
            let path = prefix.isEmpty ? step.id.rawValue : prefix + "." + step.id.rawValue
            // The kind's case, read in place (no `StepKind` built for each step).
            switch step.kindCase {
            case .flow:
                guard let reference = step.flowReference, let sub = catalog.flow(reference.flow) else { continue }
                walk(sub, prefix: reference.repetition == nil ? path : path + ".0", depth: depth + 1)
                continue
            case .message: continue
            default: break
            }
            guard let (first, name) = names.insert(path), first != path else { continue }
            let source = decoded.steps[i]
            out.append(
                .warning(
                    "answers \(quoted(first)) and \(quoted(path)) both map to the variable \(name) in --format env, which will fail; rename one of the steps",
                    at: source.position.location(in: decoded.file), path: decoded.path(of: source)))
        }
    }
    walk(root, prefix: "", depth: 0)
    return out
}

/// The first answer path seen for each `--format env` name.
///
/// While every path is ASCII, keyed by a hash of the name computed from the path's bytes:
/// the common case (a new name) makes no string and hashes a few bytes, and names are
/// made and compared only when two paths share a hash. From the first other path on, by
/// the names themselves, as `String`s compare (canonical equivalence can make a non-ASCII
/// name equal to another, even to an ASCII one).
private struct FirstPathByName {
    /// The first path of each hash (ASCII paths).
    private var byHash = PathsByHash()
    /// The first path of each name whose hash an earlier, different name has (rare).
    private var byName: [String: String] = [:]
    /// Every name's first path, once a path is not ASCII.
    private var exact: [String: String]?

    mutating func reserveCapacity(_ n: Int) { byHash.reserveCapacity(n) }

    /// Records `path`; when an earlier path has its name, returns that path and the name.
    mutating func insert(_ path: String) -> (first: String, name: String)? {
        let hash = exact == nil ? Self.hash(ofNameOf: path) : nil
        if exact == nil, hash == nil {
            // Distinct ASCII names so far: one entry each.
            var all: [String: String] = [:]
            for first in byHash.paths + Array(byName.values) { all[environmentName(forAnswerPath: first)] = first }
            exact = all
        }
        guard let hash else {
            let name = environmentName(forAnswerPath: path)
            guard let first = exact?.updateValue(path, forKey: name) else { return nil }
            exact?[name] = first
            return (first, name)
        }
        guard let earlier = byHash.insert(path, hash: hash) else { return nil }
        let name = environmentName(forAnswerPath: path)
        if environmentName(forAnswerPath: earlier) == name { return (earlier, name) }
        if let first = byName[name] { return (first, name) }
        byName[name] = path
        return nil
    }

    /// FNV-1a of the UTF-8 of `environmentName(forAnswerPath: path)` for an ASCII `path`
    /// (the name is the path upper-cased, `.` and `-` as `_`), without making the name;
    /// nil when `path` is not ASCII.
    static func hash(ofNameOf path: String) -> UInt64? {
        func scan(_ bytes: some Sequence<UInt8>) -> UInt64? {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                let mapped: UInt8
                switch byte {
                case UInt8(ascii: "."), UInt8(ascii: "-"): mapped = UInt8(ascii: "_")
                case UInt8(ascii: "a")...UInt8(ascii: "z"): mapped = byte - 0x20
                case 0x80...: return nil
                default: mapped = byte
                }
                hash = (hash ^ UInt64(mapped)) &* 0x100_0000_01b3
            }
            return hash
        }
        // In place over the bytes (native and small strings): iterating `utf8` costs several
        // times more per byte.
        return path.utf8.withContiguousStorageIfAvailable(scan) ?? scan(path.utf8)
    }
}

/// The first path of each 64-bit name hash: an open-addressing table indexed by the hash
/// itself. A `[UInt64: String]` hashed each key again with `Hasher`, which cost more than
/// the rest of the check per step; the key here is already a hash.
private struct PathsByHash {
    /// Each slot holds 1 + the position in `paths` and `hashes` of its entry, or 0 (free).
    private var slots: [Int] = []
    private var hashes: [UInt64] = []
    /// The first path of each hash, in insertion order.
    private(set) var paths: [String] = []

    mutating func reserveCapacity(_ n: Int) {
        hashes.reserveCapacity(n)
        paths.reserveCapacity(n)
        if slots.count < 2 * n { rebuild(slotCount: Self.slotCount(for: n)) }
    }

    /// The path already recorded for `hash`; otherwise records `path` for it and returns nil.
    mutating func insert(_ path: String, hash: UInt64) -> String? {
        if 2 * (paths.count + 1) > slots.count { rebuild(slotCount: Self.slotCount(for: paths.count + 1)) }
        let mask = slots.count - 1
        var slot = Self.start(of: hash, mask: mask)
        while slots[slot] != 0 {
            let position = slots[slot] - 1
            if hashes[position] == hash { return paths[position] }
            slot = (slot + 1) & mask
        }
        slots[slot] = paths.count + 1
        hashes.append(hash)
        paths.append(path)
        return nil
    }

    /// A power of two at least twice `n` (at least 16): the table stays at most half full.
    private static func slotCount(for n: Int) -> Int {
        var count = 16
        while count < 2 * n { count *= 2 }
        return count
    }

    /// The first slot to probe for `hash` (its high and low halves mixed, as FNV-1a's low
    /// bits alone vary less).
    private static func start(of hash: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
    }

    private mutating func rebuild(slotCount: Int) {
        slots = Array(repeating: 0, count: slotCount)
        let mask = slotCount - 1
        for (position, hash) in hashes.enumerated() {
            var slot = Self.start(of: hash, mask: mask)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = position + 1
        }
    }
}
