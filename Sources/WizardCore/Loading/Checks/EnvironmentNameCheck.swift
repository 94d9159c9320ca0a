/// Warns when two answer paths the root flow can produce map to one `--format env` name
/// (`db-port` and `db_port` → `DB_PORT`), since `--format env` then fails.
///
/// Paths are walked from the root flow through sub-flows (a repeat as item `0`); only
/// stored answers count. The warning points at the later of the two steps.
///
/// - Complexity: O(answer paths) — each sub-flow is walked once per place that opens it,
///   down to a fixed depth.
func checkEnvironmentNames(_ catalog: DecodedCatalog) -> [Diagnostic] {
    guard let rootID = catalog.rootID, let root = catalog.index[rootID] else { return [] }
    var walk = EnvironmentNameWalk(catalog: catalog)
    walk.names.reserveCapacity(catalog.flows[root].flow.steps.count)
    walk.walk(root, prefix: 0, depth: 0)
    return walk.out
}

/// How every clash warning ends, so `isEnvironmentNameClash` recognises it.
private let environmentClashSuffix = " in --format env, which will fail; rename one of the steps"

extension Diagnostic {
    /// Whether this is the warning that two answers map to one `--format env` name: worth
    /// showing by `wizard validate` and by a run with `--format env`, noise elsewhere.
    package var isEnvironmentNameClash: Bool { severity == .warning && message.hasSuffix(environmentClashSuffix) }
}

/// A step whose answer path was recorded: the path is its prefix, a `.` unless the prefix
/// is empty, and the step's id. Three numbers, made into a `String` only when two paths
/// share a name hash (rare): most steps then cost a hash of their id and one probe.
private struct PathEntry {
    /// The prefix's position in `EnvironmentNameWalk.prefixes`.
    var prefix: UInt32
    /// The flow's position in the catalog, and the step's in the flow.
    var flow: UInt32
    var step: UInt32
}

/// The walk of `checkEnvironmentNames`, from the root flow through sub-flows. A struct with
/// mutating methods rather than a nested function capturing local variables (those were
/// boxed, and each access checked for exclusivity at run time).
private struct EnvironmentNameWalk {
    let catalog: DecodedCatalog
    /// The prefix of each flow walked (`""` for the root flow), with the FNV-1a state of
    /// its `--format env` name followed by `_` (the `.` before the step id); nil when the
    /// prefix is not ASCII.
    var prefixes: [(text: String, state: UInt64?)] = [("", FirstPathByName.basis)]
    var names = FirstPathByName()
    var out: [Diagnostic] = []

    init(catalog: DecodedCatalog) { self.catalog = catalog }

    /// The answer path of `entry`.
    func path(of entry: PathEntry) -> String {
        let prefix = prefixes[Int(entry.prefix)].text
        let id = catalog.flows[Int(entry.flow)].flow.steps[Int(entry.step)].id.rawValue
        return prefix.isEmpty ? id : prefix + "." + id
    }

    /// Records the path of `entry`, whose name has `hash` (nil when the path is not ASCII);
    /// when an earlier path has its name, returns that path, the name and the path.
    private mutating func record(_ entry: PathEntry, hash: UInt64?) -> (first: String, name: String, path: String)? {
        if let hash, !names.isExact {
            guard let earlier = names.insert(entry, hash: hash) else { return nil }
            let path = path(of: entry)
            return names.collision(of: path, with: self.path(of: earlier)).map { ($0.first, $0.name, path) }
        }
        if !names.isExact { names.becomeExact(paths: names.entries.map(path(of:))) }
        let path = path(of: entry)
        return names.insertExact(path).map { ($0.first, $0.name, path) }
    }

    mutating func walk(_ flowIndex: Int, prefix: Int, depth: Int) {
        guard depth < 16 else { return }  // recursion is reported by its own check
        let steps = catalog.flows[flowIndex].flow.steps
        let state = prefixes[prefix].state
        for i in steps.indices {
            guard steps[i].isStored else { continue }
            switch steps[i].kind {
            case .flow(let reference):
                guard let sub = catalog.index[reference.flow] else { continue }
                let path = self.path(of: PathEntry(prefix: UInt32(prefix), flow: UInt32(flowIndex), step: UInt32(i)))
                let subPrefix = reference.repetition == nil ? path : path + ".0"
                prefixes.append((subPrefix, FirstPathByName.hash(ofNameOf: subPrefix + ".")))
                walk(sub, prefix: prefixes.count - 1, depth: depth + 1)
                continue
            case .message: continue
            default: break
            }
            let entry = PathEntry(prefix: UInt32(prefix), flow: UInt32(flowIndex), step: UInt32(i))
            let name = environmentName(forAnswerPath: self.path(of: entry))
            if ShellVariableNames.isReserved(name) {
                let decoded = catalog.flows[flowIndex]
                let source = decoded.steps[i]
                out.append(
                    .warning(
                        "the answer \(quoted(self.path(of: entry))) would set the shell variable \(name) in --format env, which changes how the shell behaves; --format env will fail unless --env-prefix is given; rename the step",
                        at: source.position.location(in: decoded.file), path: decoded.path(of: source)))
            }
            let hash = state.flatMap { FirstPathByName.hash(ofNameOf: steps[i].id.rawValue, from: $0) }
            guard let (first, name, path) = record(entry, hash: hash), first != path else { continue }
            let decoded = catalog.flows[flowIndex]
            let source = decoded.steps[i]
            out.append(
                .warning(
                    "answers \(quoted(first)) and \(quoted(path)) both map to the variable \(name)\(environmentClashSuffix)",
                    at: source.position.location(in: decoded.file), path: decoded.path(of: source)))
        }
    }
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

    /// Whether paths are recorded by name (from the first path that is not ASCII on).
    var isExact: Bool { exact != nil }

    /// The first path of each hash, in insertion order (while not exact).
    var entries: [PathEntry] { byHash.entries }

    /// Records `entry` for `hash` (while not exact); returns the entry recorded first for
    /// it, whose path has the same name hash, if any.
    mutating func insert(_ entry: PathEntry, hash: UInt64) -> PathEntry? {
        byHash.insert(entry, hash: hash)
    }

    /// For `path`, whose name hash the earlier path `earlier` has: the first path with its
    /// name and the name, or nil when no earlier path has the name (it is then recorded).
    mutating func collision(of path: String, with earlier: String) -> (first: String, name: String)? {
        let name = environmentName(forAnswerPath: path)
        if environmentName(forAnswerPath: earlier) == name { return (earlier, name) }
        if let first = byName[name] { return (first, name) }
        byName[name] = path
        return nil
    }

    /// Records paths by name from now on; `paths` are those of `entries`.
    mutating func becomeExact(paths: [String]) {
        // Distinct ASCII names so far: one entry each.
        var all: [String: String] = [:]
        for first in paths + Array(byName.values) { all[environmentName(forAnswerPath: first)] = first }
        exact = all
    }

    /// Records `path` by name (once exact): the first path with its name and the name, or
    /// nil when it is the first.
    mutating func insertExact(_ path: String) -> (first: String, name: String)? {
        let name = environmentName(forAnswerPath: path)
        guard let first = exact?.updateValue(path, forKey: name) else { return nil }
        exact?[name] = first
        return (first, name)
    }

    /// The FNV-1a offset basis: the state before any byte.
    static let basis: UInt64 = 0xcbf2_9ce4_8422_2325

    /// FNV-1a of the UTF-8 of `environmentName(forAnswerPath: path)` for an ASCII `path`
    /// (the name is the path upper-cased, `.` and `-` as `_`), without making the name,
    /// continued from `state` (the state after a prefix); nil when `path` is not ASCII.
    static func hash(ofNameOf path: String, from state: UInt64 = basis) -> UInt64? {
        func scan(_ bytes: some Sequence<UInt8>) -> UInt64? {
            var hash = state
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
/// the rest of the check per step; the key here is already a hash. The paths are kept as
/// `PathEntry`s (12 bytes, no reference to retain) and the slots as 32-bit numbers.
private struct PathsByHash {
    /// Each slot holds 1 + the position in `entries` and `hashes` of its entry, or 0 (free).
    private var slots: [UInt32] = []
    private var hashes: [UInt64] = []
    /// The first path of each hash, in insertion order.
    private(set) var entries: [PathEntry] = []

    mutating func reserveCapacity(_ n: Int) {
        hashes.reserveCapacity(n)
        entries.reserveCapacity(n)
        if slots.count < 2 * n { rebuild(slotCount: Self.slotCount(for: n)) }
    }

    /// The entry already recorded for `hash`; otherwise records `entry` for it and returns nil.
    mutating func insert(_ entry: PathEntry, hash: UInt64) -> PathEntry? {
        if 2 * (entries.count + 1) > slots.count { rebuild(slotCount: Self.slotCount(for: entries.count + 1)) }
        let mask = slots.count - 1
        var slot = Self.start(of: hash, mask: mask)
        while slots[slot] != 0 {
            let position = Int(slots[slot]) - 1
            if hashes[position] == hash { return entries[position] }
            slot = (slot + 1) & mask
        }
        // Fits: there are fewer entries than slots, and fewer steps than 2³² in memory.
        slots[slot] = UInt32(entries.count + 1)
        hashes.append(hash)
        entries.append(entry)
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
            slots[slot] = UInt32(position + 1)
        }
    }
}
