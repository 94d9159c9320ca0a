// Each reader below takes what the type's `Codable` form holds (as `Entry+JSONText.swift`
// writes it) from a value read from a session file, without going through `Decoder`: a
// session's stack of 100,000 entries spent most of its reading time there. A missing
// optional member and `null` both read as nil, as with `AnswerValue.decode(_:)`.

extension Route where Screen == Entry {
    /// Reads a route from `{"screen": <entry>, "style": <style>}`.
    ///
    /// - Parameter value: one element of a session file's `state.stack.routes`.
    /// - Returns: nil when the value is not a route as a session file holds it (the same
    ///   values `Route<Entry>(from:)` refuses).
    /// - Complexity: O(size of the value).
    package init?(sessionValue value: AnswerValue) {
        guard case .object(let members) = value, let screen = members["screen"].flatMap(Entry.init(sessionValue:)),
            case .string(let style)? = members["style"], let routeStyle = RouteStyle(rawValue: style)
        else { return nil }
        self.init(screen: screen, style: routeStyle)
    }
}

extension Entry {
    /// Reads an entry's members: `answer`, `answerChanges`, `arrivalChanges`, `frame`, `id`,
    /// `kind`, `source`, `step`.
    fileprivate init?(sessionValue value: AnswerValue) {
        guard case .object(let members) = value, let id = members["id"].flatMap(Self.integer),
            case .string(let step)? = members["step"], let kind = members["kind"].flatMap(EntryKind.init(sessionValue:)),
            let arrivalChanges = members["arrivalChanges"].flatMap(AnswerChange.list),
            let answerChanges = members["answerChanges"].flatMap(AnswerChange.list)
        else { return nil }
        var frame: FrameID?
        if let stored = members["frame"], stored != .null {
            guard let index = Self.integer(stored) else { return nil }
            frame = FrameID(index)
        }
        var source: AnswerSource?
        if let stored = members["source"], stored != .null {
            guard case .string(let name) = stored, let known = AnswerSource(rawValue: name) else { return nil }
            source = known
        }
        let answer = members["answer"].flatMap { $0 == .null ? nil : $0 }
        self.init(
            id: EntryID(id), frame: frame, step: StepID(step), kind: kind, answer: answer, source: source,
            arrivalChanges: arrivalChanges, answerChanges: answerChanges)
    }

    /// A whole number, as `Int` decoding takes it (`3`, or `3.0` written as a fraction).
    fileprivate static func integer(_ value: AnswerValue) -> Int? {
        switch value {
        case .integer(let i): i
        case .number(let d): d.isFinite ? Int(exactly: d) : nil
        default: nil
        }
    }
}

extension EntryKind {
    /// Reads `{"step": {}}` or `{"repeatQuestion": {"count": n}}`.
    fileprivate init?(sessionValue value: AnswerValue) {
        guard case .object(let members) = value, members.count == 1, let (name, payload) = members.first,
            case .object(let fields) = payload
        else { return nil }
        switch name {
        case "step":
            self = .step
        case "repeatQuestion":
            guard let count = fields["count"].flatMap(Entry.integer) else { return nil }
            self = .repeatQuestion(count: count)
        default:
            return nil
        }
    }
}

extension AnswerChange {
    /// Reads an array of changes, each `{"new"?: value, "old"?: value, "path": text}`.
    fileprivate static func list(_ value: AnswerValue) -> [AnswerChange]? {
        guard case .array(let items) = value else { return nil }
        var changes: [AnswerChange] = []
        changes.reserveCapacity(items.count)
        for item in items {
            guard case .object(let members) = item, case .string(let path)? = members["path"] else { return nil }
            let old = members["old"].flatMap { $0 == .null ? nil : $0 }
            let new = members["new"].flatMap { $0 == .null ? nil : $0 }
            changes.append(AnswerChange(path: path, old: old, new: new))
        }
        return changes
    }
}
