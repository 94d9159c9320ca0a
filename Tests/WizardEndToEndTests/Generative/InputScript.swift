import WizardTestSupport

/// Random input lines for a generated flow: answers (valid and refused), every typed
/// command, escaped text and odd lines, then a tail that answers most steps so that many
/// runs complete.
enum InputScript {
    static func lines(for files: GeneratedFiles, rng: inout SplitMix64, folder: String) -> [String] {
        let steps = files.flowsByID.keys.sorted().flatMap { files.flowsByID[$0]?.steps ?? [] }
        let inputs = steps.filter(\.shape.isInput)
        let ids = steps.map(\.id) + ["nosuch"]
        var lines: [String] = []
        var quitUsed = false
        for _ in 0..<rng.int(30) {
            let roll = rng.int(100)
            switch roll {
            case 0..<25:
                lines.append("")
            case 25..<60 where !inputs.isEmpty:
                let step = rng.pick(inputs)
                if !step.validLines.isEmpty { lines.append(rng.pick(step.validLines)) }
            case 60..<68 where !inputs.isEmpty:
                let step = rng.pick(inputs)
                if !step.invalidLines.isEmpty { lines.append(rng.pick(step.invalidLines)) }
            case 68..<76: lines.append(":back")
            case 76..<81: lines.append(":back \(rng.pick(ids))")
            case 81..<84: lines.append(":back \(rng.pick(ids)).\(rng.pick(ids))")
            case 84..<88: lines.append(":root")
            case 88..<92: lines.append(":dismiss")
            case 92..<94: lines.append(":help")
            case 94 where !quitUsed && rng.chance(0.5):
                quitUsed = true
                lines.append(":quit")
            case 95: lines.append("::escaped")
            case 96: lines.append(":unknown-command")
            case 97: lines.append("  alpha  ")
            case 98: lines.append("é ü \u{7}")
            case 99 where rng.chance(0.05): lines.append(String(repeating: "x", count: 70_000))
            default: lines.append("")
            }
        }
        // Without the tail, input often ends before the flow does (exit 3, session saved).
        guard rng.chance(0.85) else { return lines }
        let tail = ["", "alpha", "1", "n", "/tmp", folder + "/data.txt"]
        // A first round with "y" and "2": yes-or-no questions answered the other way, so
        // loops back are taken and the next pass meets other `when` outcomes.
        if rng.chance(0.5) { lines += ["y", "alpha", "1", "y", "2", "/tmp", folder + "/data.txt"] }
        for _ in 0..<12 { lines += tail }
        return lines
    }
}
