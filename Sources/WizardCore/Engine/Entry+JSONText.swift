extension AnswerValue {
    /// The value as compact JSON text, with the array found at `path` (through object
    /// members) written from `routes`, each as its `Codable` form would be written, but
    /// straight to text: a session's stack of 100,000 entries is written without building
    /// a tree of values for each entry. A run stopped at that limit takes 0.9 s of processor
    /// time with it and 2.2 s with each entry encoded through `AnswerEncoder` (release build),
    /// past the 2 s a hostile input may take.
    ///
    /// - Parameters:
    ///   - path: the member keys leading to the array; the value holds any array there,
    ///     which is not written.
    ///   - routes: the stack's routes.
    /// - Returns: the same text as `jsonText(splicing:count:item:)` with each route encoded
    ///   by `AnswerEncoder`.
    /// - Complexity: O(*n*) in the size of the routes, plus that of the value.
    package func jsonText(splicing path: [String], routes: [Route<Entry>]) -> String {
        var writer = JSONTextWriter(indent: nil)
        writer.write(self, depth: 0, splicing: path[...], count: routes.count) { writer, index, depth in
            routes[index].write(to: &writer, depth: depth)
        }
        return writer.text
    }
}

// Each writer below gives the members of a type's `Codable` form in sorted key order, and
// leaves out a nil optional as the synthesized encoding does.

extension Route where Screen == Entry {
    /// Writes `{"screen": <entry>, "style": <style>}`.
    fileprivate func write(to writer: inout JSONTextWriter, depth: Int) {
        writer.key("screen", index: 0, depth: depth)
        screen.write(to: &writer, depth: depth + 1)
        writer.key("style", index: 1, depth: depth)
        writer.string(style.rawValue)
        writer.endObject(count: 2, depth: depth)
    }
}

extension Entry {
    /// Writes the entry's members: `answer`, `answerChanges`, `arrivalChanges`, `frame`,
    /// `id`, `kind`, `source`, `step`.
    fileprivate func write(to writer: inout JSONTextWriter, depth: Int) {
        var index = 0
        if let answer {
            writer.key("answer", index: index, depth: depth)
            writer.write(answer, depth: depth + 1)
            index += 1
        }
        writer.key("answerChanges", index: index, depth: depth)
        AnswerChange.write(answerChanges, to: &writer, depth: depth + 1)
        writer.key("arrivalChanges", index: index + 1, depth: depth)
        AnswerChange.write(arrivalChanges, to: &writer, depth: depth + 1)
        index += 2
        if let frame {
            writer.key("frame", index: index, depth: depth)
            writer.write(.integer(frame.rawValue), depth: depth + 1)
            index += 1
        }
        writer.key("id", index: index, depth: depth)
        writer.write(.integer(id.rawValue), depth: depth + 1)
        writer.key("kind", index: index + 1, depth: depth)
        kind.write(to: &writer, depth: depth + 1)
        index += 2
        if let source {
            writer.key("source", index: index, depth: depth)
            writer.string(source.rawValue)
            index += 1
        }
        writer.key("step", index: index, depth: depth)
        writer.string(step.rawValue)
        writer.endObject(count: index + 1, depth: depth)
    }
}

extension EntryKind {
    /// Writes `{"step": {}}` or `{"repeatQuestion": {"count": n}}`.
    fileprivate func write(to writer: inout JSONTextWriter, depth: Int) {
        switch self {
        case .step:
            writer.key("step", index: 0, depth: depth)
            writer.endObject(count: 0, depth: depth + 1)
        case .repeatQuestion(let count):
            writer.key("repeatQuestion", index: 0, depth: depth)
            writer.key("count", index: 0, depth: depth + 1)
            writer.write(.integer(count), depth: depth + 2)
            writer.endObject(count: 1, depth: depth + 1)
        }
        writer.endObject(count: 1, depth: depth)
    }
}

extension AnswerChange {
    /// Writes an array of changes.
    fileprivate static func write(_ changes: [AnswerChange], to writer: inout JSONTextWriter, depth: Int) {
        writer.array(count: changes.count, depth: depth) { writer, item in
            changes[item].write(to: &writer, depth: depth + 1)
        }
    }

    /// Writes the change's members: `new`, `old`, `path`.
    fileprivate func write(to writer: inout JSONTextWriter, depth: Int) {
        var index = 0
        if let new {
            writer.key("new", index: index, depth: depth)
            writer.write(new, depth: depth + 1)
            index += 1
        }
        if let old {
            writer.key("old", index: index, depth: depth)
            writer.write(old, depth: depth + 1)
            index += 1
        }
        writer.key("path", index: index, depth: depth)
        writer.string(path)
        writer.endObject(count: index + 1, depth: depth)
    }
}
