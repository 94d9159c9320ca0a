/// The one table from key sequences to actions: the same defaults as the readline driver's
/// (`wizard-choice-*`, `wizard-back`...), for a program that embeds `WizardEngine` without
/// readline. An embedder may replace entries (`bindings`).
public struct KeyTable: Equatable, Sendable {
    /// Key bytes (as the terminal sends them) → action.
    public var bindings: [[UInt8]: KeyAction]

    /// The default keys (docs/keystrokes.md).
    public init() {
        let table: [String: KeyAction] = [
            "\u{1B}[A": .picker(.up), "\u{1B}OA": .picker(.up), "\u{10}": .picker(.up),
            "\u{1B}[B": .picker(.down), "\u{1B}OB": .picker(.down), "\u{0E}": .picker(.down),
            "\u{1B}[5~": .picker(.pageUp), "\u{1B}[6~": .picker(.pageDown),
            "\u{1B}[H": .picker(.first), "\u{1B}OH": .picker(.first), "\u{1B}[1~": .picker(.first),
            "\u{1B}[F": .picker(.last), "\u{1B}OF": .picker(.last), "\u{1B}[4~": .picker(.last),
            " ": .picker(.toggle),
            "\u{1B}[1;3A": .command(.back), "\u{1B}k": .command(.back),
            "\u{1B}[1;3H": .command(.root), "\u{1B}a": .command(.root),
            "\u{1B}[1;3B": .command(.dismiss), "\u{1B}x": .command(.dismiss),
            "\u{1B}OP": .command(.help), "\u{1B}h": .command(.help),
            "\u{7F}": .deleteBackward, "\u{08}": .deleteBackward, "\u{1B}[3~": .deleteForward,
            "\u{1B}[D": .left, "\u{02}": .left, "\u{1B}[C": .right, "\u{06}": .right,
            "\u{01}": .home, "\u{05}": .end, "\u{15}": .clearLine,
            "\r": .accept, "\n": .accept, "\u{03}": .interrupt, "\u{04}": .endOfInput,
        ]
        bindings = Dictionary(uniqueKeysWithValues: table.map { (Array($0.key.utf8), $0.value) })
    }

    /// Whether `bytes` begin a longer sequence of the table (more bytes may follow).
    public func isPrefix(_ bytes: [UInt8]) -> Bool {
        bindings.keys.contains { $0.count > bytes.count && $0.starts(with: bytes) }
    }

    /// The action of a complete key: a bound sequence, else printable text inserted; nil
    /// for an unbound control sequence (ignored).
    public func action(for bytes: [UInt8]) -> KeyAction? {
        if let bound = bindings[bytes] { return bound }
        guard let first = bytes.first, first >= 0x20, first != 0x7F, let text = String(validating: bytes, as: UTF8.self) else {
            return nil
        }
        return .insert(text)
    }
}
