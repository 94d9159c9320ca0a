import Testing

@testable import WizardEngine

extension Loading {
    /// The step decoder's shortcuts: built-in type names recognised from their bytes with
    /// their allowed keys spelt out, strings made from the tape's bytes, and the loader's own
    /// `Step` initializer. Each is held to the plain way it replaces.
    @Suite struct StepDecodingTests {
        /// Catches a name recognised as another type, a near miss taken for a name (same
        /// length and first letter, a byte changed), and a type whose keys differ from
        /// `FlowDecoder.allowedStepKeys`.
        @Test func builtInTypesFromBytesAgreeWithTheirNames() {
            #expect(BuiltInStepType.allCases.map(\.rawValue) == StepKind.builtInTypeNames)
            for type in BuiltInStepType.allCases {
                let name = type.rawValue
                #expect(Array(name.utf8).withUnsafeBufferPointer(BuiltInStepType.init(bytes:)) == type, "\(name)")
                #expect(type.allowedKeys == FlowKey.mask(FlowDecoder.allowedStepKeys[name] ?? []), "\(name)")
            }
            let seeds = SplitMix64.seeds(defaultRange: 0..<200)
            #expect(!seeds.isEmpty, "ran no seed")
            let alphabet = Array("acefgilmnoprstuxyT_é".utf8)
            for seed in seeds {
                var rng = SplitMix64(seed: seed)
                // A name with one byte changed, cut or lengthened, or random letters.
                var bytes = Array((BuiltInStepType.allCases.randomElement(using: &rng) ?? .text).rawValue.utf8)
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: bytes[Int.random(in: 0..<bytes.count, using: &rng)] = alphabet.randomElement(using: &rng) ?? 0
                case 1: bytes.removeLast()
                case 2: bytes.append(alphabet.randomElement(using: &rng) ?? 0)
                default:
                    bytes = (0..<Int.random(in: 0...12, using: &rng)).map { _ in alphabet.randomElement(using: &rng) ?? 0 }
                }
                let text = String(decoding: bytes, as: UTF8.self)
                let found = bytes.withUnsafeBufferPointer(BuiltInStepType.init(bytes:))
                #expect(found == BuiltInStepType(rawValue: text), "seed \(seed): \(text)")
            }
        }

        /// Catches a string made wrong from the tape's bytes around the small-string limit
        /// (15 bytes), with non-ASCII text, and empty.
        @Test func stringsFromTheTapeHoldTheirText() throws {
            let texts = [
                "", "a", "s1234", "fifteen bytes!!", "sixteen bytes!!!", "Count for {{ s0 }}?", "é", "naïve café",
                "exactly 15 byé", String(repeating: "x", count: 300), "emoji 😀 in a longer text than fifteen",
            ]
            for text in texts {
                let read = try Self.withElements(of: "[\"" + text + "\"]") { $0.map(\.stringValue) }
                #expect(read == [text], "\(text)")
            }
        }

        /// Catches the loader's initializer holding a field other than the public one would
        /// (location, `when`, the rule, the rare fields), or sharing a box that holds more.
        @Test func loaderInitializerMatchesThePublicOne() throws {
            let pattern = try RegexPattern("[a-z]+")
            let rules = [
                ValidationRule(), ValidationRule(maxLength: 4), ValidationRule(pattern: pattern, minLength: 1),
                ValidationRule(min: 0, max: 9, message: "m"),
            ]
            let when = try Expression.parse("a == 1")
            let seeds = SplitMix64.seeds(defaultRange: 0..<100)
            #expect(!seeds.isEmpty, "ran no seed")
            for seed in seeds {
                var rng = SplitMix64(seed: seed)
                func maybe<T>(_ value: T) -> T? { Bool.random(using: &rng) ? value : nil }
                let rule = rules.randomElement(using: &rng) ?? ValidationRule()
                let help = maybe(Template(literal: "h"))
                let next = maybe(NextRule.target(.end))
                let env = maybe("E")
                let prompt = maybe(Template(literal: "p"))
                let defaultValue = maybe(StepDefault.value(.string("d")))
                let stepWhen = maybe(when)
                let (isRequired, isStored) = (Bool.random(using: &rng), Bool.random(using: &rng))
                let line = Int32.random(in: 1...Int32.max, using: &rng)
                let column = Int32.random(in: 1...Int32.max, using: &rng)
                let kind: StepKind = maybe(.select([Choice(value: "a")])) ?? .number
                let expected = Step(
                    id: StepID("s"), kind: kind, prompt: prompt, help: help, defaultValue: defaultValue, when: stepWhen,
                    isRequired: isRequired, validation: rule, next: next, isStored: isStored, environmentVariable: env,
                    location: SourceLocation(file: "f.json", line: Int(line), column: Int(column)))
                let made = Step(
                    decodedID: StepID("s"), kind: kind, prompt: prompt, help: help, defaultValue: defaultValue,
                    when: stepWhen, isRequired: isRequired, validation: rule, next: next,
                    isStored: isStored, environmentVariable: env, file: "f.json", line: line, column: column,
                    sharingExtrasOf: nil)
                #expect(made == expected, "seed \(seed)")
                #expect(made.hasExtras == expected.hasExtras, "seed \(seed)")
                // Sharing: the other step's box is taken as it is.
                if !rule.isEmpty {
                    let shared = Step(
                        decodedID: StepID("t"), kind: kind, prompt: prompt, help: nil, defaultValue: defaultValue,
                        when: nil, isRequired: isRequired, validation: rule, next: nil, isStored: isStored,
                        environmentVariable: nil, file: "f.json", line: line, column: column, sharingExtrasOf: made)
                    #expect(shared.extrasIdentity == made.extrasIdentity, "seed \(seed)")
                    #expect(shared.validation == rule, "seed \(seed)")
                }
            }
        }

        /// Catches a flag or index packed over another, a position's line and column
        /// swapped or lost, and a size that grew back (the per-step memory this saves).
        @Test func decodedStepsKeepWhatTheyAreGiven() {
            #expect(MemoryLayout<DecodedStep>.stride <= 48)
            let seeds = SplitMix64.seeds(defaultRange: 0..<300)
            #expect(!seeds.isEmpty, "ran no seed")
            for seed in seeds {
                var rng = SplitMix64(seed: seed)
                func position() -> SourcePosition {
                    var p = SourcePosition(
                        line: Int32.random(in: 1...Int32.max, using: &rng), column: Int32.random(in: 1...Int32.max, using: &rng))
                    p.escapeOffset = Int32.random(in: -1...9, using: &rng)
                    return p
                }
                let index =
                    Bool.random(using: &rng)
                    ? Int32.random(in: 0...DecodedStep.maximumIndex, using: &rng) : Int32.random(in: .min ... .max, using: &rng)
                let (isKindKnown, hasWhenKey) = (Bool.random(using: &rng), Bool.random(using: &rng))
                let (at, idAt, flowAt) = (position(), position(), position())
                let target = NextSite(key: nil, target: "t", position: at)
                let step = DecodedStep(
                    index: index, position: at, idPosition: idAt, flowPosition: flowAt, isKindKnown: isKindKnown,
                    hasWhenKey: hasWhenKey, nextTargets: Bool.random(using: &rng) ? [target] : [], expressions: [])
                #expect(step.index == Swift.min(Swift.max(index, 0), DecodedStep.maximumIndex), "seed \(seed)")
                #expect(step.isKindKnown == isKindKnown && step.hasWhenKey == hasWhenKey, "seed \(seed)")
                #expect(step.position == SourcePosition(line: at.line, column: at.column), "seed \(seed)")
                #expect(step.idPosition == idAt, "seed \(seed)")
                #expect(step.flowPosition.location(in: "f") == flowAt.location(in: "f"), "seed \(seed)")
            }
        }

        /// Catches a list taken for a recent one it does not spell (a value cut, joined
        /// with the next, or changed, a number for a string), and one not taken though it
        /// spells it as `String`s compare (an escape, a canonically equal spelling):
        /// against comparing each item's text.
        @Test func recentChoicesAreRecognisedAsStringsCompare() throws {
            let pieces = ["a", "b", "ab", "", "é", "e\u{301}", "\\u0061", "c\\\"", "1", "ba"]
            let seeds = SplitMix64.seeds(defaultRange: 0..<300)
            #expect(!seeds.isEmpty, "ran no seed")
            for seed in seeds {
                var rng = SplitMix64(seed: seed)
                func list() -> String {
                    let items = (0..<Int.random(in: 0...3, using: &rng)).map { _ in
                        Int.random(in: 0..<12, using: &rng) == 0 ? "1" : "\"" + (pieces.randomElement(using: &rng) ?? "a") + "\""
                    }
                    return "[" + items.joined(separator: ",") + "]"
                }
                let (kept, written) = (list(), list())
                // The kept list's values as the decoder holds them (the texts read).
                let values = try Self.withElements(of: kept) { $0.map { $0.stringValue ?? "?" } }
                let recent = RecentChoices(values.map { Choice(value: $0) })
                try Self.withElements(of: written) { items in
                    let expected = items.count == values.count && zip(items, values).allSatisfy { $0.isString($1) }
                    #expect(recent.areSpelled(by: items) == expected, "seed \(seed): \(kept) \(written)")
                }
            }
        }

        /// Calls `body` with the elements of the JSON array `text` (valid only during the call).
        static func withElements<R>(of text: String, _ body: (JSONElements) throws -> R) throws -> R {
            try Array(text.utf8).withUnsafeBufferPointer { bytes in
                let tape = try JSONReader().readTape(bytes).get()
                return try body(tape.root.elements)
            }
        }
    }
}
