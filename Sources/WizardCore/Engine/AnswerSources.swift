/// The answers a run may take without asking (docs/cli.md), in precedence order:
/// `--set`, the answers file, the step's `env` variable, then (with `useDefaults`) the
/// step's default.
public struct AnswerSources: Sendable, Equatable {
    /// `--set PATH=VALUE` pairs: VALUE is read like typed input.
    ///
    /// - Complexity: setting it is O(*n*) in the total length of the paths, which are
    ///   indexed for `itemCount(at:)`: assign the whole dictionary rather than a pair at a time.
    public var setValues: [String: String] {
        didSet { setItemCounts = Self.itemCounts(in: setValues) }
    }
    /// For each path that a `--set` path continues with an item index (`items` in
    /// `items.3.v`), the highest such index plus one; found once, so that a repeat asks
    /// in constant time rather than reading every `--set` path at every item.
    private var setItemCounts: [Substring: Int]
    /// The answers file, shaped like the output (an object), or nil.
    public var answersFile: AnswerValue?
    /// Use defaults for steps with no other source (`--defaults`, `--non-interactive`).
    public var useDefaults: Bool
    /// Never prompt: a step with no answer is an error (`--non-interactive`).
    public var isNonInteractive: Bool
    /// References of the answers file (`{"$env": ...}`, `{"$file": ...}`) that could not be
    /// resolved, by the answer path where they stand, with why: a step that would take its
    /// answer from one gets an invalid answer from the answers file; unused ones do no harm.
    public var unresolvedReferences: [String: String] = [:] {
        didSet { unresolvedBelow = Self.firstReasons(below: unresolvedReferences) }
    }
    /// For each path with an unresolved reference at or below it, the reason of the first
    /// such reference in path order: one lookup per step, however many references failed.
    private(set) var unresolvedBelow: [String: String] = [:]

    /// Creates sources; the default is an interactive run with none.
    ///
    /// - Parameters:
    ///   - setValues: `--set PATH=VALUE` pairs; VALUE is read like typed input.
    ///   - answersFile: the answers file, shaped like the output (an object), or nil.
    ///   - useDefaults: answer steps that no other source answers with their default.
    ///   - isNonInteractive: never prompt; implies `useDefaults`.
    public init(
        setValues: [String: String] = [:], answersFile: AnswerValue? = nil,
        useDefaults: Bool = false, isNonInteractive: Bool = false
    ) {
        self.setValues = setValues
        self.setItemCounts = Self.itemCounts(in: setValues)
        self.answersFile = answersFile
        self.useDefaults = useDefaults || isNonInteractive
        self.isNonInteractive = isNonInteractive
    }

    /// Each path of `references` and each of its dotted ancestors, with the reason of the
    /// first reference (in path order) at or below it.
    static func firstReasons(below references: [String: String]) -> [String: String] {
        var reasons: [String: String] = [:]
        for (path, reason) in references.sorted(by: { $0.key < $1.key }) {
            var place = Substring(path)
            while true {
                if reasons[String(place)] == nil { reasons[String(place)] = reason }
                guard let dot = place.lastIndex(of: ".") else { break }
                place = place[..<dot]
            }
        }
        return reasons
    }

    /// The answers file's value at a dotted path; `null` gives no answer (as `wizard
    /// template` writes it for unknown values) unless `keepingNull`, for a `json` step.
    func fileValue(at path: String, keepingNull: Bool = false) -> AnswerValue? {
        guard var node = answersFile else { return nil }
        if !path.isEmpty, !path.utf8.contains(UInt8(ascii: ".")) {
            guard let child = Self.child(of: node, named: Substring(path)) else { return nil }
            node = child
        } else {
            // Split as UTF-8: a dot is one byte.
            for component in path.utf8.split(separator: UInt8(ascii: ".")) {
                guard let child = Self.child(of: node, named: Substring(component)) else { return nil }
                node = child
            }
        }
        return node == .null && !keepingNull ? nil : node
    }

    /// The member `name` of an object, or the item at index `name` of an array.
    private static func child(of node: AnswerValue, named name: Substring) -> AnswerValue? {
        switch node {
        case .object(let members):
            return members[String(name)]
        case .array(let items):
            guard let index = Int(name), items.indices.contains(index) else { return nil }
            return items[index]
        default:
            return nil
        }
    }

    /// How many repeat items the sources give for a repeat at `path`: the answers file's
    /// array length or the highest `--set` index plus one, whichever is larger.
    func itemCount(at path: String) -> Int? {
        var count: Int?
        if case .array(let items)? = fileValue(at: path) { count = items.count }
        if let fromSet = setItemCounts[Substring(path)] { count = max(count ?? 0, fromSet) }
        return count
    }

    /// The index behind `itemCount(at:)`: for every `--set` path, each prefix followed by a
    /// component that is an item index, with the highest index plus one. Only the first
    /// indices of a path can name repeat items (sub-flows nest at most
    /// `Engine.maximumNesting` deep), so a path of thousands of indices adds no more.
    ///
    /// - Complexity: O(*n*) in the total length of the paths, times that nesting bound.
    static func itemCounts(in setValues: [String: String]) -> [Substring: Int] {
        var counts: [Substring: Int] = [:]
        for key in setValues.keys {
            let bytes = key.utf8
            var indices = 0
            // A dot is one byte: each component is found by its dots.
            var dot = bytes.firstIndex(of: UInt8(ascii: "."))
            while let start = dot, indices <= Engine.maximumNesting {
                let afterDot = bytes.index(after: start)
                let next = bytes[afterDot...].firstIndex(of: UInt8(ascii: "."))
                if let index = Int(Substring(bytes[afterDot..<(next ?? bytes.endIndex)])), index >= 0 {
                    let prefix = Substring(bytes[..<start])
                    counts[prefix] = max(counts[prefix] ?? 0, min(index, Int.max - 1) + 1)
                    indices += 1
                }
                dot = next
            }
        }
        return counts
    }
}
