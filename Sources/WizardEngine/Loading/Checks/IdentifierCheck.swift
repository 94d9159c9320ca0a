/// Flow and step ids follow `[A-Za-z_][A-Za-z0-9_-]*`; step ids are not `root`, `parent`,
/// `env` or `value` (SPEC §3.2, §3.5).
func checkIdentifiers(_ catalog: DecodedCatalog) -> [Diagnostic] {
    catalog.findings(.identifiers)
}

private let identifierRule = "an id starts with a letter or '_' and holds only letters, digits, '_' and '-'"

/// The flow id part of the check, run by the decoder before the flow's steps.
func checkFlowIdentifier(_ decoded: DecodedFlow, into out: inout [Diagnostic]) {
    if decoded.hasID, !isValidIdentifier(decoded.flow.id.rawValue) {
        out.append(
            .error(
                "invalid flow id \(quoted(decoded.flow.id.rawValue)): \(identifierRule)", at: decoded.idLocation,
                path: decoded.idPath))
    }
}

/// The step id part of the check, run by the decoder while the step's JSON is at hand.
func checkStepIdentifier(_ step: Step, _ source: StepSource, file: String, into out: inout [Diagnostic]) {
    guard source.has(.id) else { return }
    let scan = IdentifierScan(step.id.rawValue)
    // The member's view is made only for a diagnostic.
    guard !scan.isValid || scan.mayBeReserved, let idNode = source.node(.id) else { return }
    if !scan.isValid {
        let location = idNode.location(in: file)
        out.append(
            .error("invalid step id \(quoted(step.id.rawValue)): \(identifierRule)", at: location, path: source.path("id")))
    } else if StepID.reserved.contains(step.id.rawValue) {
        let location = idNode.location(in: file)
        out.append(
            .error(
                "step id \(quoted(step.id.rawValue)) is reserved: 'env', 'parent', 'root' and 'value' name scopes in expressions",
                at: location, path: source.path("id")))
    }
}

/// One pass over an id's bytes: whether it is a valid identifier (`isValidIdentifier`),
/// and whether it starts like a reserved id (`env`, `parent`, `root`, `value`): most ids do
/// not, and skip hashing.
struct IdentifierScan {
    private(set) var isValid = false
    private(set) var mayBeReserved = false

    /// The bytes allowed after the first, as bits: `-` and digits (below 64), letters and
    /// `_` (64 to 127).
    private static let lowBits: UInt64 = (1 << 45) | (0x3FF << 48)
    private static let highBits: UInt64 = (0x3FF_FFFF << 1) | (1 << 31) | (0x3FF_FFFF << 33)

    init(_ id: String) {
        // In place over the bytes (native and small strings; the loader checks every id).
        if let result = id.utf8.withContiguousStorageIfAvailable(Self.scan) {
            (isValid, mayBeReserved) = result
        } else {
            isValid = isValidIdentifier(id)
            mayBeReserved = Self.startsLikeReserved(id.utf8.first)
        }
    }

    private static func startsLikeReserved(_ first: UInt8?) -> Bool {
        switch first {
        case UInt8(ascii: "e"), UInt8(ascii: "p"), UInt8(ascii: "r"), UInt8(ascii: "v"): true
        default: false
        }
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (isValid: Bool, mayBeReserved: Bool) {
        guard let first = bytes.first else { return (false, false) }
        // A letter or `_`: in the high bits, not a digit or `-`.
        guard first >= 64, first < 128, highBits >> UInt64(first - 64) & 1 != 0 else { return (false, false) }
        var valid = true
        for c in bytes {
            // The shifts are below 64: `c` is below 64 in the first branch, in 64..<128 in the second.
            let allowed = c < 64 ? lowBits >> UInt64(c) & 1 : c < 128 ? highBits >> UInt64(c &- 64) & 1 : 0
            if allowed == 0 {
                valid = false
                break
            }
        }
        return (valid, startsLikeReserved(first))
    }
}
