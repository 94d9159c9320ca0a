/// The answers a run may take without asking (docs/cli.md), in precedence order:
/// `--set`, the answers file, the step's `env` variable, then (with `useDefaults`) the
/// step's default.
public struct AnswerSources: Sendable, Equatable {
    /// `--set PATH=VALUE` pairs: VALUE is read like typed input.
    public var setValues: [String: String]
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
        let prefix = path + "."
        for key in setValues.keys where key.hasPrefix(prefix) {
            let rest = key.dropFirst(prefix.count)
            if let index = Int(rest.prefix { $0 != "." }), index >= 0 {
                count = max(count ?? 0, index + 1)
            }
        }
        return count
    }
}
