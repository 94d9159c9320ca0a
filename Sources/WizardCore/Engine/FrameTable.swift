/// The sub-flows of a run, each held once (docs/architecture.md): an entry names its
/// innermost frame by `FrameID`, and each record links to its parent.
///
/// Invariants (checked by `WizardState.checkInvariants()`):
/// - a record's parent has a lower id, so every chain ends at the root flow;
/// - a record's `depth`, `prefix` and `modal` follow from its parent's and its frame;
/// - `openedAt` never decreases along the table;
/// - between commands, every record is the frame of an entry on the stack or an ancestor
///   of one.
///
/// Records leave only from the end, so going back and forward again reuses the same ids.
public struct FrameTable: Equatable, Sendable {
    /// The records, by id (a record's id is its index).
    public private(set) var records: [FrameRecord]

    /// An empty table: every entry is in the root flow.
    public init() { records = [] }

    /// How many records the table holds.
    public var count: Int { records.count }

    /// The record of a frame.
    ///
    /// - Parameter id: a frame of this table (entries of a state only refer to those).
    /// - Returns: the frame's record.
    public subscript(id: FrameID) -> FrameRecord { records[id.rawValue] }

    /// Whether `id` names a record of this table.
    func contains(_ id: FrameID) -> Bool { id.rawValue >= 0 && id.rawValue < records.count }

    /// Appends the record of a frame opened in `parent` (nil: the root flow).
    ///
    /// - Parameters:
    ///   - frame: the sub-flow opened.
    ///   - parent: the frame it is opened in, nil for the root flow; a record of this table.
    ///   - openedAt: the state's `nextEntryID` when it opens.
    /// - Returns: the new record's id.
    mutating func open(_ frame: Frame, in parent: FrameID?, openedAt: Int) -> FrameID {
        let id = FrameID(records.count)
        records.append(FrameRecord(frame, id: id, parent: parent, parentRecord: parent.map { self[$0] }, openedAt: openedAt))
        return id
    }

    /// Drops every record opened after the entry `top` was pushed (all of them when `top`
    /// is nil), when entries leave the stack or a run stops going forward.
    mutating func dropRecords(openedAfter top: EntryID?) {
        let bound = top?.rawValue ?? Int.min
        while let last = records.last, last.openedAt > bound { records.removeLast() }
    }

    /// Drops a frame that has just closed, and the frames opened inside it, when no entry
    /// pushed since it opened is still on the stack (`top` is the stack's top entry).
    mutating func close(_ id: FrameID, top: EntryID?) {
        guard contains(id) else { return }
        if let top, top.rawValue >= self[id].openedAt { return }
        records.removeSubrange(id.rawValue...)
    }

    /// The answer-path prefix of a frame (empty for the root flow), without a trailing dot.
    func prefix(_ id: FrameID?) -> String { id.map { self[$0].prefix } ?? "" }

    /// The answer path of a step of the flow a frame runs (`db.port`).
    func path(of step: StepID, in id: FrameID?) -> String {
        guard let id else { return step.rawValue }
        return self[id].prefix + "." + step.rawValue
    }

    /// The frame `levels` steps up from `id` (`.some(nil)` for the root flow), or nil when
    /// the chain is not that deep.
    func ancestor(of id: FrameID?, levels: Int) -> FrameID?? {
        var current = id
        for _ in 0..<levels {
            guard let frame = current else { return nil }
            current = self[frame].parent
        }
        return .some(current)
    }

    /// The frames from the root flow to `id`, outermost first.
    func chain(_ id: FrameID?) -> [Frame] {
        var frames: [Frame] = []
        var current = id
        while let frame = current {
            frames.append(self[frame].frame)
            current = self[frame].parent
        }
        return frames.reversed()
    }
}

extension FrameTable: Codable {
    /// What a session file holds of a record; the rest is worked out again on reading.
    private struct Stored: Codable {
        var flowStep: StepID
        var flow: FlowID
        var item: Int?
        var presentation: Presentation
        var parent: FrameID?
        var openedAt: Int
    }

    /// Reads the records in id order, each parent before its children.
    /// - Parameter decoder: the decoder to read a list of records from.
    /// - Throws: `DecodingError` when a record is malformed or its parent is not earlier.
    public init(from decoder: any Decoder) throws {
        let stored = try [Stored](from: decoder)
        self.init()
        for record in stored {
            if let parent = record.parent, parent.rawValue < 0 || parent.rawValue >= records.count {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "a frame's parent is not an earlier frame"))
            }
            let frame = Frame(flowStep: record.flowStep, flow: record.flow, item: record.item, presentation: record.presentation)
            _ = open(frame, in: record.parent, openedAt: record.openedAt)
        }
    }

    /// Writes the records in id order.
    ///
    /// - Parameter encoder: the encoder to write a list of records to.
    /// - Throws: whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        try records.map {
            Stored(
                flowStep: $0.frame.flowStep, flow: $0.frame.flow, item: $0.frame.item, presentation: $0.frame.presentation,
                parent: $0.parent, openedAt: $0.openedAt)
        }.encode(to: encoder)
    }
}
