import Testing

@testable import WizardEngine

extension NavigationTests {
    /// The user's gestures (docs/navigation.md) Each table would catch a gesture that removes the
    /// wrong routes, refuses with the wrong reason, or changes the value while refusing.
    @Suite struct UserGestures {
        static let goBackCases: [Case] = [
            Case("", .goBack, .refused(.empty)),
            Case("a", .goBack, .refused(.atRoot)),
            Case("^a", .goBack, .refused(.atRoot)),
            Case("!a", .goBack, .refused(.atRoot)),
            Case("a b", .goBack, .removes("b", leaving: "a")),
            Case("a ^b", .goBack, .removes("^b", leaving: "a")),
            Case("a !b", .goBack, .refused(.coverCannotBeDismissed(coverStart: 1))),
            Case("a !b c", .goBack, .removes("c", leaving: "a !b")),
            Case("^a b", .goBack, .removes("b", leaving: "^a")),
            Case("a ^b !c ^d", .goBack, .removes("^d", leaving: "a ^b !c")),
        ]

        /// Catches: back closing a cover, back at the root emptying the stack, back from a
        /// sheet's first route not dismissing it.
        @Test(arguments: goBackCases) func goBack(_ row: Case) { row.verify() }

        static let goBackCountCases: [Case] = [
            Case("a b c", .goBackCount(2), .removes("b c", leaving: "a")),
            Case("a b ^c d", .goBackCount(3), .removes("b ^c d", leaving: "a")),
            Case("a b c", .goBackCount(3), .refused(.atRoot)),
            Case("a !b c d", .goBackCount(3), .refused(.coverCannotBeDismissed(coverStart: 1))),
            Case("a b", .goBackCount(Int.max), .refused(.atRoot)),
            Case("a b", .goBackCount(0), .refused(.nonPositiveCount(0))),
            Case("a b", .goBackCount(-1), .refused(.nonPositiveCount(-1))),
            Case("", .goBackCount(1), .refused(.empty)),
        ]

        /// Catches: a multi-step back that half-applies before a refusal (not atomic), or
        /// that returns the removed routes out of stack order.
        @Test(arguments: goBackCountCases) func goBackCount(_ row: Case) { row.verify() }

        static let goBackToRootCases: [Case] = [
            Case("", .goBackToRoot, .refused(.empty)),
            Case("a", .goBackToRoot, .refused(.alreadyAtRoot(contextStart: 0))),
            Case("a b c", .goBackToRoot, .removes("b c", leaving: "a")),
            Case("a b ^c d e", .goBackToRoot, .removes("d e", leaving: "a b ^c")),
            Case("a b ^c", .goBackToRoot, .refused(.alreadyAtRoot(contextStart: 2))),
            Case("a !b c", .goBackToRoot, .removes("c", leaving: "a !b")),
            Case("^a b", .goBackToRoot, .removes("b", leaving: "^a")),
        ]

        /// Catches: root leaving the current sheet or cover instead of stopping at its
        /// first route.
        @Test(arguments: goBackToRootCases) func goBackToRoot(_ row: Case) { row.verify() }

        static let goBackToCases: [Case] = [
            Case("a b c", .goBackTo("a"), .removes("b c", leaving: "a")),
            Case("a b a c", .goBackTo("a"), .removes("c", leaving: "a b a")),
            Case("a b c", .goBackTo("c"), .refused(.alreadyThere(index: 2))),
            Case("a b c", .goBackTo("z"), .refused(.notOnStack)),
            Case("", .goBackTo("a"), .refused(.notOnStack)),
            Case("a ^b c", .goBackTo("b"), .removes("c", leaving: "a ^b")),
            Case("a ^b a c", .goBackTo("a"), .removes("c", leaving: "a ^b a")),
            Case(
                "a b ^c d", .goBackTo("a"),
                .refused(.belowModalContext(matchIndex: 0, modalStart: 2, modalStyle: .sheet))),
            Case(
                "a b !c d", .goBackTo("b"),
                .refused(.belowModalContext(matchIndex: 1, modalStart: 2, modalStyle: .cover))),
            Case(
                "a b ^c a !d e", .goBackTo("a"),
                .refused(.belowModalContext(matchIndex: 3, modalStart: 4, modalStyle: .cover))),
        ]

        /// Catches: `back ID` reaching below the current sheet or cover, picking the oldest
        /// match instead of the most recent, or succeeding silently at the target.
        @Test(arguments: goBackToCases) func goBackTo(_ row: Case) { row.verify() }

        static let dismissCases: [Case] = [
            Case("", .dismiss, .refused(.notModal)),
            Case("a b", .dismiss, .refused(.notModal)),
            Case("a ^b c", .dismiss, .removes("^b c", leaving: "a")),
            Case("a !b c", .dismiss, .refused(.coverCannotBeDismissed(coverStart: 1))),
            Case("^a b", .dismiss, .refused(.nothingBeneath)),
            Case("!a b", .dismiss, .refused(.coverCannotBeDismissed(coverStart: 0))),
            Case("a ^b !c d", .dismiss, .refused(.coverCannotBeDismissed(coverStart: 2))),
            Case("a !b ^c d", .dismiss, .removes("^c d", leaving: "a !b")),
        ]

        /// Catches: dismissing a cover, dismissing outside a modal context, or a sheet with
        /// nothing beneath it leaving an empty stack.
        @Test(arguments: dismissCases) func dismiss(_ row: Case) { row.verify() }

        /// A screen type with an identity distinct from its other fields.
        struct Visit: Identifiable, Equatable {
            var id: String
            var attempt: Int
        }

        /// Catches: `goBackTo(id:)` comparing whole screens instead of identities.
        @Test func goBackToIdentifier() throws {
            var routes = Routes(routes: [
                .push(Visit(id: "name", attempt: 1)), .push(Visit(id: "port", attempt: 1)),
                .push(Visit(id: "name", attempt: 2)), .push(Visit(id: "host", attempt: 1)),
            ])
            let removed = try routes.goBackTo(id: "name")
            #expect(removed == [.push(Visit(id: "host", attempt: 1))])
            #expect(routes.top == .push(Visit(id: "name", attempt: 2)))
            let before = routes
            #expect(throws: NavigationError.alreadyThere(index: 2)) {
                try routes.goBackTo(id: "name")
            }
            #expect(routes == before)
        }

        /// Catches: `goBackTo(where:)` stopping at the first match from the bottom.
        @Test func goBackToPredicate() throws {
            var routes = stack("db.host a db.port b")
            let removed = try routes.goBackTo { $0.hasPrefix("db.") }
            #expect(removed == routeList("b"))
            #expect(routes == stack("db.host a db.port"))
        }
    }
}
