import Testing
import WizardEngine

/// Guards and dry runs on the navigation core: `check` predicts `apply` exactly and never
/// changes the value; a guard sees the destination route.
@Suite struct RoutesGuardTests {
    static let stack = Routes<String>(routes: [.push("a"), .push("b"), .cover("c"), .push("d")])
    static var noCoverD: RouteGuard<String> { RouteGuard { destination, _ in destination.screen == "x" ? "x is locked" : nil } }

    struct Case: CustomTestStringConvertible, @unchecked Sendable {
        var testDescription: String
        var action: NavigationAction<String>
        var refusal: NavigationRefusal?
        var after: [Route<String>]
    }

    static let cases: [Case] = [
        Case(testDescription: "push allowed", action: .push("e"), refusal: nil, after: stack.routes + [.push("e")]),
        Case(testDescription: "guard refuses a push", action: .push("x"), refusal: .guarded(reason: "x is locked"), after: stack.routes),
        Case(
            testDescription: "guard refuses a sheet", action: .presentSheet("x"), refusal: .guarded(reason: "x is locked"),
            after: stack.routes),
        Case(
            testDescription: "dismiss at a cover: the navigation rule refuses", action: .dismiss,
            refusal: .navigation(.coverCannotBeDismissed(coverStart: 2)), after: stack.routes),
        Case(
            testDescription: "goBackTo below the cover is refused", action: .goBackTo("a"),
            refusal: .navigation(.belowModalContext(matchIndex: 0, modalStart: 2, modalStyle: .cover)), after: stack.routes),
        Case(testDescription: "dismissAll closes the cover from code", action: .dismissAll, refusal: nil, after: [.push("a"), .push("b")]),
        Case(testDescription: "goBack inside the cover", action: .goBack, refusal: nil, after: [.push("a"), .push("b"), .cover("c")]),
    ]

    @Test(arguments: cases)
    func checkPredictsApply(_ c: Case) {
        let before = Self.stack
        #expect(before.check(c.action, guard: Self.noCoverD) == c.refusal)
        #expect(before == Self.stack, "check changed the value")
        var routes = before
        do {
            try routes.apply(c.action, guard: Self.noCoverD)
            #expect(c.refusal == nil)
        } catch {
            #expect(error == c.refusal)
        }
        #expect(routes.routes == c.after)
        #expect(routes.checkInvariants() == [])
    }

    @Test("canPush asks the guard about the route itself, with its style")
    func canPush() {
        let sheetsOnly = RouteGuard<String> { destination, _ in destination.style == .sheet ? nil : "only sheets" }
        #expect(Self.stack.canPush(.sheet("e"), guard: sheetsOnly) == nil)
        #expect(Self.stack.canPush(.push("e"), guard: sheetsOnly) == .guarded(reason: "only sheets"))
    }
}
