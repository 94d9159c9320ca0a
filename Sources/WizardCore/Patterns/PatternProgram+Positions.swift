extension PatternProgram {
    /// The program seen from its `consume` instructions (*positions*, in program order):
    /// which positions may read next after each, and which may end the input, as bit sets
    /// of `wordCount` words. A chained position is followed by exactly the next one and has
    /// an empty `follow` row; no bit at or past `count` is set.
    struct Positions: Sendable {
        let count: Int
        let wordCount: Int
        /// The position of each instruction; -1 for those that do not consume.
        let ofInstruction: [Int]
        /// The index in `sets` of the set each position reads.
        let sets: [Int]
        /// The positions followed by exactly the next position.
        let chained: [UInt64]
        /// `count` rows of `wordCount` words: what may read next after each unchained position.
        let follow: [UInt64]
        /// The positions after which the end of the input is a match.
        let acceptingAtEnd: [UInt64]

        /// Derives the positions of `instructions`, whose last instruction is `accept`.
        init(_ instructions: [Instruction]) {
            var ofInstruction = Array(repeating: -1, count: instructions.count)
            var sets: [Int] = []
            for (pc, instruction) in instructions.enumerated() {
                if case .consume(let set, _) = instruction {
                    ofInstruction[pc] = sets.count
                    sets.append(set)
                }
            }
            let count = sets.count
            let wordCount = (count + 63) / 64
            var chained = Array(repeating: UInt64(0), count: wordCount)
            var follow = Array(repeating: UInt64(0), count: count * wordCount)
            var acceptingAtEnd = Array(repeating: UInt64(0), count: wordCount)
            var marks = Array(repeating: 0, count: instructions.count)
            var generation = 0
            for (pc, position) in ofInstruction.enumerated() where position >= 0 {
                let bit = UInt64(1) << (position % 64)
                if ofInstruction[pc + 1] >= 0 {
                    chained[position / 64] |= bit
                    continue
                }
                generation += 1
                let next = PatternProgram.closure(
                    in: instructions, from: [pc + 1], atStart: false, atEnd: false, marks: &marks,
                    generation: generation)
                for target in next where ofInstruction[target] >= 0 {
                    let followed = ofInstruction[target]
                    follow[position * wordCount + followed / 64] |= UInt64(1) << (followed % 64)
                }
                generation += 1
                let atEnd = PatternProgram.closure(
                    in: instructions, from: [pc + 1], atStart: false, atEnd: true, marks: &marks,
                    generation: generation)
                if atEnd.last == instructions.count - 1 { acceptingAtEnd[position / 64] |= bit }
            }
            self.count = count
            self.wordCount = wordCount
            self.ofInstruction = ofInstruction
            self.sets = sets
            self.chained = chained
            self.follow = follow
            self.acceptingAtEnd = acceptingAtEnd
        }
    }
}
