import Testing

@testable import WizardCore
@testable import WizardEngine

/// `AnswerStore` (the state's answers and drafts) against a plain `[String: AnswerValue]`
/// on seeded random operations, with its invariants checked after every one.
@Suite struct AnswerStoreTests {
    /// Paths from a small pool (so updates and removals hit), with canonically equivalent
    /// spellings that a `Dictionary` takes for one key: `é` precomposed and decomposed, the
    /// Kelvin sign and `K`, a Hangul syllable and its jamo.
    static let pool: [String] =
        (0..<40).map { "s\($0)" } + (0..<12).map { "servers.\($0 / 3).host\($0 % 3)" } + [
            "servers#count", "servers#more", "db#done", "caf\u{E9}", "cafe\u{301}", "\u{212A}", "K",
            "\u{D55C}", "\u{1112}\u{1161}\u{11AB}", "a-rather-long-path-beyond-fifteen-bytes.\u{E9}t\u{E9}",
        ]

    static func randomValue(using rng: inout SplitMix64) -> AnswerValue {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: .string(["", "x", "a longer text value"].randomElement(using: &rng) ?? "")
        case 1: .integer(Int.random(in: -3...3, using: &rng))
        case 2: .bool(Bool.random(using: &rng))
        default: .null
        }
    }

    /// Catches: a lookup, insertion, update or removal that disagrees with a `Dictionary`
    /// (a wrong backward shift, a stale slot after the last pair moves, a lost pair on
    /// growth), canonically equivalent paths held twice, or a broken invariant.
    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<60))
    func behavesAsADictionary(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var store = AnswerStore()
        var model: [String: AnswerValue] = [:]
        var log: [String] = []
        if seed % 4 == 0 { store.reserveCapacity(Int.random(in: 0..<80, using: &rng)) }
        // Phases that favour insertion then removal, so the table fills, empties and refills.
        let insertShare = [8, 3, 6, 1, 7].map { $0 * 10 }
        for (phase, share) in insertShare.enumerated() {
            for _ in 0..<150 {
                let key = Self.pool.randomElement(using: &rng) ?? "s0"
                let roll = Int.random(in: 0..<100, using: &rng)
                let operation: String
                var returned: String?
                if roll < share {
                    let value = Self.randomValue(using: &rng)
                    if Bool.random(using: &rng) {
                        operation = "updateValue(\(value), \(key.debugDescription))"
                        let old = store.updateValue(value, forKey: key)
                        let expected = model.updateValue(value, forKey: key)
                        if old != expected { returned = "returned \(String(describing: old)), model \(String(describing: expected))" }
                    } else {
                        operation = "[\(key.debugDescription)] = \(value)"
                        store[key] = value
                        model[key] = value
                    }
                } else if roll < share + (100 - share) / 2 {
                    operation = "removeValue(\(key.debugDescription))"
                    let old = store.removeValue(forKey: key)
                    let expected = model.removeValue(forKey: key)
                    if old != expected { returned = "returned \(String(describing: old)), model \(String(describing: expected))" }
                } else {
                    operation = "[\(key.debugDescription)] = nil"
                    store[key] = nil
                    model[key] = nil
                }
                log.append(operation)
                if let problem = returned ?? Self.difference(store, model) {
                    Issue.record("seed \(seed) phase \(phase) op \(log.count): \(problem); last ops \(log.suffix(6))")
                    return
                }
            }
        }
    }

    /// Catches: `removeAll(where:)` or `filter` keeping the wrong answers or leaving a table
    /// that no longer finds the answers kept.
    @Test(arguments: SplitMix64.seeds(defaultRange: 0..<20))
    func removeAllAndFilterKeepTheRest(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var store = AnswerStore()
        var model: [String: AnswerValue] = [:]
        for _ in 0..<Int.random(in: 0..<60, using: &rng) {
            let key = Self.pool.randomElement(using: &rng) ?? "s0"
            let value = Self.randomValue(using: &rng)
            store[key] = value
            model[key] = value
        }
        let isServer: ((key: String, value: AnswerValue)) -> Bool = { $0.key.hasPrefix("servers") }
        let kept = store.filter { !isServer($0) }
        #expect(Self.difference(kept, model.filter { !isServer($0) }) == nil, "seed \(seed)")
        #expect(Self.difference(store, model) == nil, "seed \(seed): filter changed the store")
        store.removeAll(where: isServer)
        model = model.filter { !isServer($0) }
        #expect(Self.difference(store, model) == nil, "seed \(seed)")
        #expect(store == kept)
        // The table still takes new answers after a removal that emptied slots.
        store["servers.9.host0"] = .integer(9)
        model["servers.9.host0"] = .integer(9)
        #expect(Self.difference(store, model) == nil, "seed \(seed)")
    }

    /// Catches: a backward shift that mishandles a cluster wrapping from the last slot to
    /// the first (the case a random hash seldom produces): keys are chosen, in this process,
    /// so that all probe from the last two slots of an 8-slot table.
    @Test func clusterWrappingAroundTheTableEnd() {
        let size = AnswerStore.slotCount(for: 0)
        #expect(size == 8)
        var wrapping: [String] = []
        var candidate = 0
        while wrapping.count < 5 {
            let key = "w\(candidate)"
            if AnswerStore.home(AnswerStore.hash(key), size: size) >= size - 2 { wrapping.append(key) }
            candidate += 1
        }
        for order in [[0, 1, 2, 3, 4], [4, 3, 2, 1, 0], [1, 3, 0, 4, 2], [2, 0, 4, 1, 3]] {
            var store = AnswerStore()
            var model: [String: AnswerValue] = [:]
            for (index, key) in wrapping.enumerated() {
                store[key] = .integer(index)
                model[key] = .integer(index)
            }
            #expect(store.slots.count == size, "the table grew: the test no longer wraps")
            for index in order {
                store[wrapping[index]] = nil
                model[wrapping[index]] = nil
                #expect(Self.difference(store, model) == nil, "removal order \(order), at \(index)")
            }
        }
    }

    /// Catches: equality that depends on insertion order or ignores a value or a path, or
    /// that treats canonically equivalent paths as different.
    @Test func equalityIgnoresOrder() {
        let a: AnswerStore = ["name": .string("Ada"), "port": .integer(5432), "caf\u{E9}": .bool(true)]
        var b = AnswerStore()
        b["cafe\u{301}"] = .bool(true)
        b["port"] = .integer(5432)
        b["name"] = .string("Ada")
        #expect(a == b)
        #expect(a != ["name": .string("Ada"), "port": .integer(5432)])
        #expect(a != ["name": .string("Ada"), "port": .integer(5433), "caf\u{E9}": .bool(true)])
        #expect(a != ["name": .string("Ada"), "host": .integer(5432), "caf\u{E9}": .bool(true)])
        var emptied = a
        for key in a.keys { emptied[key] = nil }
        #expect(emptied == AnswerStore())
        #expect(emptied.isEmpty && emptied.count == 0)
    }

    /// Catches: iteration, `keys` or `values` out of the documented order (insertion order;
    /// a removal moves the last answer into the hole), or a description that depends on it.
    @Test func iterationOrderIsInsertionOrderWithTheLastMovedIntoAHole() {
        var store: AnswerStore = ["a": .integer(1), "b": .integer(2), "c": .integer(3), "d": .integer(4)]
        store["b"] = nil
        store["e"] = .integer(5)
        store["a"] = .integer(0)
        #expect(Array(store.keys) == ["a", "d", "c", "e"])
        #expect(Array(store.values) == [.integer(0), .integer(4), .integer(3), .integer(5)])
        #expect(store.map { "\($0.key)=\($0.value)" } == ["a=integer(0)", "d=integer(4)", "c=integer(3)", "e=integer(5)"])
        #expect(store.description == #"["a": integer(0), "c": integer(3), "d": integer(4), "e": integer(5)]"#)
        #expect(AnswerStore().description == "[:]")
        let fromDictionary = AnswerStore(["x": AnswerValue.string("1"), "y": .null])
        #expect(fromDictionary == ["y": .null, "x": .string("1")])
    }

    /// Catches: a layout that loses the point of the type: pairs past 40 bytes (the hash no
    /// longer in the value's padding), or a table sized to a power of two or kept half
    /// empty, which for 100,000 answers costs twice the slots.
    @Test func layoutStaysCompact() {
        #expect(MemoryLayout<AnswerStore.Pair>.stride == 40)
        #expect(MemoryLayout<AnswerStore>.size == 16)
        var store = AnswerStore()
        store.reserveCapacity(100_000)
        #expect(store.slots.count <= 133_336)
        #expect(store.pairs.capacity >= 100_000)
        let slotsBefore = store.slots.count
        for index in 0..<100_000 { store["s\(index)"] = .string("") }
        #expect(store.slots.count == slotsBefore, "the table grew after reserveCapacity")
        #expect(store.checkInvariants() == [])
    }

    /// What differs between a store and the plain dictionary it should match, or nil: its
    /// invariants, its count, every pool path's lookup, and its iteration.
    static func difference(_ store: AnswerStore, _ model: [String: AnswerValue]) -> String? {
        let problems = store.checkInvariants()
        if !problems.isEmpty { return "invariants: \(problems)" }
        if store.count != model.count { return "count \(store.count), model \(model.count)" }
        if store.isEmpty != model.isEmpty { return "isEmpty \(store.isEmpty)" }
        for key in pool where store[key] != model[key] {
            return "[\(key.debugDescription)] is \(String(describing: store[key])), model \(String(describing: model[key]))"
        }
        var iterated: [String: AnswerValue] = [:]
        for (key, value) in store {
            if iterated.updateValue(value, forKey: key) != nil { return "\(key.debugDescription) iterated twice" }
        }
        if iterated != model { return "iterated \(iterated), model \(model)" }
        return nil
    }
}
