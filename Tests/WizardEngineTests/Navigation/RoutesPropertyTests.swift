import Testing
import WizardTestSupport

@testable import WizardEngine

extension NavigationTests {
    /// Random operation sequences, checked against ``RoutesReferenceModel`` after every
    /// step. Catches any divergence between `Routes` and the naive rules (wrong result,
    /// wrong refusal, a refusal that changes the value, a stale modal index).
    @Suite struct Property {
        /// The operations the generator draws from: all of them, refused ones included,
        /// over a small alphabet so that screens repeat and `goBackTo` finds matches.
        static func randomOperation(using rng: inout SplitMix64) -> Operation {
            let screen = ["a", "b", "c", "d"].randomElement(using: &rng) ?? "a"
            let count = Int.random(in: -1...4, using: &rng)
            switch Int.random(in: 0..<17, using: &rng) {
            case 0, 1, 2: return .push(screen)
            case 3, 4: return .presentSheet(screen)
            case 5: return .presentCover(screen)
            case 6: return .goBack
            case 7: return .goBackCount(count)
            case 8: return .goBackToRoot
            case 9: return .goBackTo(screen)
            case 10: return .dismiss
            case 11: return .pop(count)
            case 12: return .popTo(screen)
            case 13: return .popToIndex(Int.random(in: -1...8, using: &rng))
            case 14: return .popToRoot
            case 15: return .dismissAll
            default: return .forceDismiss
            }
        }

        static func randomSequence(seed: UInt64) -> [Operation] {
            var rng = SplitMix64(seed: seed)
            return (0..<Int.random(in: 1...40, using: &rng)).map { _ in randomOperation(using: &rng)
            }
        }

        /// Runs `operations` from an empty stack; returns the first step that diverges
        /// from the model, with why, or nil when every step agrees.
        static func firstFailure(
            of operations: [Operation], model start: RoutesReferenceModel = RoutesReferenceModel()
        ) -> (step: Int, reason: String)? {
            var routes = Routes<String>()
            var model = start
            for (step, operation) in operations.enumerated() {
                let before = routes
                let actual = operation.result(on: &routes)
                let expected = model.apply(operation)
                var reasons: [String] = []
                if actual != expected {
                    reasons.append("\(describe(actual)), model \(describe(expected))")
                }
                if routes.routes != model.items {
                    reasons.append(
                        "left [\(notation(routes.routes))], model [\(notation(model.items))]")
                }
                if case .failure = actual, routes != before {
                    reasons.append("changed the value while refusing")
                }
                reasons += routes.checkInvariants()
                if routes.currentContextStart != model.contextStart {
                    reasons.append("currentContextStart differs")
                }
                if routes.presentedStyle != model.presentedStyle {
                    reasons.append("presentedStyle differs")
                }
                if routes.canGoBack != model.canGoBack { reasons.append("canGoBack differs") }
                if !reasons.isEmpty { return (step, reasons.joined(separator: "; ")) }
            }
            return nil
        }

        /// Shrinks a failing sequence: first to the prefix ending at the failing step (the
        /// shortest failing prefix, since every step is checked), then by dropping single
        /// operations while it still fails, until no single drop does.
        static func shrink(
            _ operations: [Operation], failingAt step: Int, model: RoutesReferenceModel
        ) -> [Operation] {
            var shortest = Array(operations[...step])
            var shrank = true
            while shrank {
                shrank = false
                for index in shortest.indices.reversed() where index < shortest.count {
                    var candidate = shortest
                    candidate.remove(at: index)
                    if firstFailure(of: candidate, model: model) != nil {
                        shortest = candidate
                        shrank = true
                    }
                }
            }
            return shortest
        }

        /// Writes an outcome in stack notation, for failure reports.
        static func describe(_ outcome: Result<[Route<String>], NavigationError>) -> String {
            switch outcome {
            case .success(let removed): "removed [\(notation(removed))]"
            case .failure(let error): "refused \(error)"
            }
        }

        /// Checks every seed; returns one report per failing seed (empty when all agree).
        static func reports(seeds: [UInt64], model: RoutesReferenceModel) -> [String] {
            seeds.compactMap { seed in
                let operations = randomSequence(seed: seed)
                guard let (step, reason) = firstFailure(of: operations, model: model) else {
                    return nil
                }
                let prefix = operations[...step].map(\.description).joined(separator: ", ")
                let shrunk = shrink(operations, failingAt: step, model: model)
                    .map(\.description).joined(separator: ", ")
                return """
                    seed \(seed) (rerun with WIZARD_SEED=\(seed)), step \(step): \(reason)
                      failing prefix: [\(prefix)]
                      shrunk: [\(shrunk)]
                    """
            }
        }

        @Test func agreesWithReferenceModel() {
            let seeds = SplitMix64.seeds(defaultRange: 0..<2_000)
            #expect(!seeds.isEmpty, "WIZARD_SEED holds no readable seed")
            for report in Self.reports(seeds: seeds, model: RoutesReferenceModel()).prefix(3) {
                Issue.record(Comment(rawValue: report))
            }
        }

        /// Catches: a generator too weak to matter, one that never makes some operation
        /// succeed, or never makes it refuse (so refusals would go untested).
        @Test func generatorReachesEveryOutcome() {
            var succeeded: Set<String> = []
            var refused: Set<String> = []
            for seed: UInt64 in 0..<2_000 {
                var routes = Routes<String>()
                for operation in Self.randomSequence(seed: seed) {
                    let name = String(operation.description.prefix { $0 != "(" })
                    switch operation.result(on: &routes) {
                    case .success: succeeded.insert(name)
                    case .failure: refused.insert(name)
                    }
                }
            }
            let removing = [
                "goBack", "goBackToRoot", "goBackTo", "dismiss", "pop", "popTo", "popToRoot",
                "dismissAll", "forceDismiss",
            ]
            #expect(succeeded.isSuperset(of: removing + ["push", "presentSheet", "presentCover"]))
            #expect(refused.isSuperset(of: removing))
        }

        /// Catches: a harness that cannot fail or does not shrink. A model that wrongly lets
        /// the user dismiss covers must be caught (here by `canGoBack`, right after the
        /// cover opens) and shrunk to a cover over one route.
        @Test func detectsAndShrinksAWrongModel() {
            var wrong = RoutesReferenceModel()
            wrong.letsUserDismissCovers = true
            let operations: [Operation] = [
                .push("a"), .push("b"), .presentCover("c"), .push("d"), .pop(1), .goBack,
            ]
            guard let (step, _) = Self.firstFailure(of: operations, model: wrong) else {
                Issue.record("the wrong model was not caught")
                return
            }
            #expect(step == 2)
            #expect(
                Self.shrink(operations, failingAt: step, model: wrong) == [
                    .push("a"), .presentCover("c"),
                ])
            #expect(!Self.reports(seeds: Array(0..<20), model: wrong).isEmpty)
        }
    }
}
