import Foundation
import Testing

@testable import WizardEngine

/// `PathSet` (the typed-path set) against `Set<String>` on seeded random operations:
/// membership, insertion results, growth, filtering, equality and coding.
@Suite struct PathSetTests {
    static func randomKey(using rng: inout SplitMix64) -> String {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: "s\(Int.random(in: 0..<300, using: &rng))"
        case 1: "servers.\(Int.random(in: 0..<20, using: &rng)).host"
        case 2: "servers#more"
        default: "é-\(Int.random(in: 0..<50, using: &rng))-a-rather-long-key-beyond-fifteen-bytes"
        }
    }

    @Test func behavesAsASetOfStrings() {
        var rng = SplitMix64(seed: 0x7a7e_d5e7)
        for round in 0..<20 {
            var paths = PathSet()
            var model = Set<String>()
            if round % 3 == 0 { paths.reserveCapacity(Int.random(in: 0..<200, using: &rng)) }
            for _ in 0..<Int.random(in: 0..<600, using: &rng) {
                let key = Self.randomKey(using: &rng)
                if Bool.random(using: &rng) {
                    #expect(paths.insert(key) == model.insert(key).inserted)
                } else {
                    #expect(paths.contains(key) == model.contains(key))
                }
                #expect(paths.count == model.count)
            }
            #expect(Set(paths) == model)
            #expect(paths.isEmpty == model.isEmpty)
            let kept = paths.filter { $0.hasPrefix("s") }
            #expect(Set(kept) == model.filter { $0.hasPrefix("s") })
            for key in model { #expect(kept.contains(key) == key.hasPrefix("s")) }
        }
    }

    @Test func equalityIgnoresOrder() {
        let a: PathSet = ["a", "b", "c", "b"]
        let b: PathSet = ["c", "a", "b"]
        #expect(a == b)
        #expect(a.count == 3)
        #expect(a != ["a", "b"])
        #expect(a != ["a", "b", "d"])
        #expect(PathSet() == [])
    }

    @Test func codesAsAnArrayOfStrings() throws {
        let paths: PathSet = ["name", "servers#more", "db.port"]
        let data = try JSONEncoder().encode(paths)
        #expect(String(decoding: data, as: UTF8.self) == #"["name","servers#more","db.port"]"#)
        // What `Set<String>` wrote (sessions saved before) decodes to the same set.
        let old = try JSONEncoder().encode(Set(["x", "y.0.z"]))
        #expect(try JSONDecoder().decode(PathSet.self, from: old) == ["x", "y.0.z"])
        #expect(try JSONDecoder().decode(PathSet.self, from: data) == paths)
        #expect(try JSONDecoder().decode(PathSet.self, from: Data(#"["a","a"]"#.utf8)).count == 1)
    }
}
