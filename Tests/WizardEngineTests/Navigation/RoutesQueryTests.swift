import Testing

@testable import WizardCore
@testable import WizardEngine

extension NavigationTests {
    /// The context queries and the invariant check.
    @Suite struct Queries {
        struct QueryCase: CustomTestStringConvertible, Sendable {
            var start: String
            var top: Route<String>?
            var currentModalStart: Int?
            var currentContextStart: Int
            var presentedStyle: RouteStyle?
            var canGoBack: Bool
            var testDescription: String { "[\(start)]" }
        }

        static let cases: [QueryCase] = [
            QueryCase(
                start: "", top: nil, currentModalStart: nil, currentContextStart: 0,
                presentedStyle: nil, canGoBack: false),
            QueryCase(
                start: "a", top: .push("a"), currentModalStart: nil, currentContextStart: 0,
                presentedStyle: nil, canGoBack: false),
            QueryCase(
                start: "a b", top: .push("b"), currentModalStart: nil, currentContextStart: 0,
                presentedStyle: nil, canGoBack: true),
            QueryCase(
                start: "^a", top: .sheet("a"), currentModalStart: 0, currentContextStart: 0,
                presentedStyle: .sheet, canGoBack: false),
            QueryCase(
                start: "a ^b c", top: .push("c"), currentModalStart: 1, currentContextStart: 1,
                presentedStyle: .sheet, canGoBack: true),
            QueryCase(
                start: "a ^b", top: .sheet("b"), currentModalStart: 1, currentContextStart: 1,
                presentedStyle: .sheet, canGoBack: true),
            QueryCase(
                start: "a !b", top: .cover("b"), currentModalStart: 1, currentContextStart: 1,
                presentedStyle: .cover, canGoBack: false),
            QueryCase(
                start: "a ^b !c d", top: .push("d"), currentModalStart: 2, currentContextStart: 2,
                presentedStyle: .cover, canGoBack: true),
        ]

        /// Catches: a query reading the oldest modal context instead of the current one,
        /// or `canGoBack` disagreeing with `goBack()`.
        @Test(arguments: cases) func queries(_ row: QueryCase) {
            let routes = stack(row.start)
            #expect(routes.count == routeList(row.start).count)
            #expect(routes.isEmpty == row.start.isEmpty)
            #expect(routes.top == row.top)
            #expect(routes.currentModalStart == row.currentModalStart)
            #expect(routes.currentContextStart == row.currentContextStart)
            #expect(routes.isModal == (row.currentModalStart != nil))
            #expect(routes.presentedStyle == row.presentedStyle)
            #expect(routes.canGoBack == row.canGoBack)
            var copy = routes
            #expect(((try? copy.goBack()) != nil) == row.canGoBack)
            #expect(
                notation(routes.currentContext)
                    == notation(routes.routes[row.currentContextStart...]))
        }

        /// Catches: `RouteStyle.isModal` or its stored spellings drifting.
        @Test func styles() {
            #expect(RouteStyle.allCases.map(\.isModal) == [false, true, true])
            #expect(RouteStyle.allCases.map(\.rawValue) == ["push", "sheet", "cover"])
        }

        /// Catches: `init(root:style:)` ignoring its style.
        @Test func rootInitializer() {
            #expect(Routes(root: "a") == stack("a"))
            #expect(Routes(root: "a", style: .sheet) == stack("^a"))
            #expect(Routes<String>() == stack(""))
        }

        struct CorruptCase: CustomTestStringConvertible, Sendable {
            var routes: String
            var modalStarts: [Int]
            var problems: [String]
            var testDescription: String { "[\(routes)] with modalStarts \(modalStarts)" }
        }

        static let corruptCases: [CorruptCase] = [
            CorruptCase(routes: "a ^b", modalStarts: [1], problems: []),
            CorruptCase(
                routes: "a ^b", modalStarts: [],
                problems: ["modalStarts is [] but the modal routes are at [1]"]),
            CorruptCase(
                routes: "a", modalStarts: [3],
                problems: [
                    "modalStarts[0] = 3 is not an index of 1 routes",
                    "modalStarts is [3] but the modal routes are at []",
                ]),
            CorruptCase(
                routes: "^a ^b", modalStarts: [1, 0],
                problems: [
                    "modalStarts is not increasing at position 1: [1, 0]",
                    "modalStarts is [1, 0] but the modal routes are at [0, 1]",
                ]),
        ]

        /// Catches: an invariant check that cannot fail (it must see a stale index).
        @Test(arguments: corruptCases) func invariantsDetectStaleIndex(_ row: CorruptCase) {
            let routes = Routes(unchecked: routeList(row.routes), modalStarts: row.modalStarts)
            #expect(routes.checkInvariants() == row.problems)
        }
    }
}
