import Testing

@testable import WizardEngine

extension NavigationTests {
    /// The program's operations. Each table would catch an operation that crosses the
    /// current context when it must not, refuses for the wrong reason, or changes the
    /// value while refusing.
    @Suite struct Programmatic {
        static let pushCases: [Case] = [
            Case("", .push("a"), .removes("", leaving: "a")),
            Case("a", .presentSheet("b"), .removes("", leaving: "a ^b")),
            Case("a ^b", .presentCover("c"), .removes("", leaving: "a ^b !c")),
            Case("a !b", .push("c"), .removes("", leaving: "a !b c")),
        ]

        /// Catches: a push recorded with the wrong style, or failing to open a context.
        @Test(arguments: pushCases) func pushing(_ row: Case) { row.verify() }

        static let popCases: [Case] = [
            Case("", .pop(1), .refused(.empty)),
            Case("a", .pop(1), .refused(.fewerRoutesInContext(requested: 1, available: 0))),
            Case("a b c", .pop(2), .removes("b c", leaving: "a")),
            Case("a b c", .pop(3), .refused(.fewerRoutesInContext(requested: 3, available: 2))),
            Case("a ^b", .pop(1), .refused(.fewerRoutesInContext(requested: 1, available: 0))),
            Case("a !b c", .pop(1), .removes("c", leaving: "a !b")),
            Case("a ^b c d", .pop(2), .removes("c d", leaving: "a ^b")),
            Case("a b", .pop(0), .refused(.nonPositiveCount(0))),
        ]

        /// Catches: pop closing a sheet (it only removes pushed routes of the context).
        @Test(arguments: popCases) func pop(_ row: Case) { row.verify() }

        static let popToCases: [Case] = [
            Case("a b a c", .popTo("a"), .removes("c", leaving: "a b a")),
            Case("a b c", .popTo("c"), .refused(.alreadyThere(index: 2))),
            Case("a b c", .popTo("z"), .refused(.notOnStack)),
            Case(
                "a ^b c", .popTo("a"),
                .refused(.belowModalContext(matchIndex: 0, modalStart: 1, modalStyle: .sheet))),
            Case("a b c", .popToIndex(0), .removes("b c", leaving: "a")),
            Case("a b c", .popToIndex(2), .refused(.alreadyThere(index: 2))),
            Case("a b c", .popToIndex(3), .refused(.indexOutOfRange(3, count: 3))),
            Case("a b c", .popToIndex(-1), .refused(.indexOutOfRange(-1, count: 3))),
            Case("", .popToIndex(0), .refused(.indexOutOfRange(0, count: 0))),
            Case(
                "a ^b c", .popToIndex(0),
                .refused(.belowModalContext(matchIndex: 0, modalStart: 1, modalStyle: .sheet))),
            Case("a !b c", .popToIndex(1), .removes("c", leaving: "a !b")),
            Case("a b ^c", .popToRoot, .refused(.alreadyAtRoot(contextStart: 2))),
            Case("a b ^c d e", .popToRoot, .removes("d e", leaving: "a b ^c")),
            Case("", .popToRoot, .refused(.empty)),
        ]

        /// Catches: popTo crossing the current context, or an out-of-range index trapping.
        @Test(arguments: popToCases) func popTo(_ row: Case) { row.verify() }

        static let dismissAllCases: [Case] = [
            Case("", .dismissAll, .refused(.notModal)),
            Case("a b", .dismissAll, .refused(.notModal)),
            Case("a ^b !c d", .dismissAll, .removes("^b !c d", leaving: "a")),
            Case("a b !c", .dismissAll, .removes("!c", leaving: "a b")),
            Case("^a", .dismissAll, .refused(.nothingBeneath)),
            Case("^a b !c d", .dismissAll, .removes("!c d", leaving: "^a b")),
            Case("!a ^b", .dismissAll, .removes("^b", leaving: "!a")),
        ]

        /// Catches: dismissAll stopping at a cover, or emptying a stack whose root is modal.
        @Test(arguments: dismissAllCases) func dismissAll(_ row: Case) { row.verify() }

        static let forceDismissCases: [Case] = [
            Case("", .forceDismiss, .refused(.notModal)),
            Case("a", .forceDismiss, .refused(.notModal)),
            Case("a !b c", .forceDismiss, .removes("!b c", leaving: "a")),
            Case("a ^b c", .forceDismiss, .removes("^b c", leaving: "a")),
            Case("a ^b !c", .forceDismiss, .removes("!c", leaving: "a ^b")),
            Case("!a b", .forceDismiss, .refused(.nothingBeneath)),
        ]

        /// Catches: the program being unable to close a cover it opened.
        @Test(arguments: forceDismissCases) func forceDismiss(_ row: Case) { row.verify() }
    }
}
