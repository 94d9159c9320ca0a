extension Session {
    /// Session files of format 1, in which every entry held its whole chain of frames.
    package static let formatOne = "wizard-session/1"

    /// A session file of the first format in the current shape (docs/sessions.md). The result is
    /// checked like any session.
    ///
    /// - Parameter members: the file's top-level JSON members.
    /// - Returns: the members in the current format, or nil when the file does not have
    ///   the first format's shape.
    /// - Complexity: O(entries × depth), once, when the file is read.
    package static func upgradingFormatOne(_ members: [String: AnswerValue]) -> [String: AnswerValue]? {
        guard case .object(var state)? = members["state"], case .object(var stack)? = state["stack"],
            case .array(let routes)? = stack["routes"]
        else { return nil }
        var table: [AnswerValue] = []
        // The chain of the entry below: each frame as written, and its record's id.
        var chain: [(frame: AnswerValue, id: Int)] = []
        var upgraded: [AnswerValue] = []
        for route in routes {
            guard case .object(var members) = route, case .object(var screen)? = members["screen"],
                case .array(let frames)? = screen["frames"], case .integer(let entryID)? = screen["id"]
            else { return nil }
            var shared = 0
            while shared < chain.count, shared < frames.count, chain[shared].frame == frames[shared] { shared += 1 }
            chain.removeLast(chain.count - shared)
            for frame in frames[shared...] {
                guard case .object(var record) = frame else { return nil }
                if let parent = chain.last { record["parent"] = .integer(parent.id) }
                record["openedAt"] = .integer(entryID)
                chain.append((frame, table.count))
                table.append(.object(record))
            }
            screen["frames"] = nil
            if let innermost = chain.last { screen["frame"] = .integer(innermost.id) }
            members["screen"] = .object(screen)
            upgraded.append(.object(members))
        }
        stack["routes"] = .array(upgraded)
        state["stack"] = .object(stack)
        state["frames"] = .array(table)
        var out = members
        out["state"] = .object(state)
        out["format"] = .string(currentFormat)
        return out
    }
}
