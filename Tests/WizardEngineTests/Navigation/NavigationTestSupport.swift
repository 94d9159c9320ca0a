import Testing

@testable import WizardCore
@testable import WizardEngine

/// The suite that groups every navigation-core test, so `swift test --filter Navigation`
/// selects them all.
@Suite enum NavigationTests {}

/// Builds routes from a compact notation: words separated by spaces, `^w` a sheet,
/// `!w` a cover, a plain `w` a push; `""` is no route. `"a ^b c"` is the root `a`, a sheet
/// `b` presented over it, and `c` pushed inside the sheet.
func routeList(_ notation: String) -> [Route<String>] {
    notation.split(separator: " ").map { word in
        switch word.first {
        case "^": .sheet(String(word.dropFirst()))
        case "!": .cover(String(word.dropFirst()))
        default: .push(String(word))
        }
    }
}

/// Builds a stack from the notation of ``routeList(_:)``.
func stack(_ notation: String) -> Routes<String> { Routes(routes: routeList(notation)) }

/// Writes routes in the notation of ``routeList(_:)``.
func notation(_ routes: some Sequence<Route<String>>) -> String {
    routes.map { route in
        switch route.style {
        case .push: route.screen
        case .sheet: "^" + route.screen
        case .cover: "!" + route.screen
        }
    }.joined(separator: " ")
}

/// One operation on a `Routes<String>`, as data, so tables and the property test share it.
enum Operation: Hashable, Sendable, CustomStringConvertible {
    case push(String)
    case presentSheet(String)
    case presentCover(String)
    case goBack
    case goBackCount(Int)
    case goBackToRoot
    case goBackTo(String)
    case dismiss
    case pop(Int)
    case popTo(String)
    case popToIndex(Int)
    case popToRoot, dismissAll, forceDismiss

    var description: String {
        switch self {
        case .push(let s): "push(\(s))"
        case .presentSheet(let s): "presentSheet(\(s))"
        case .presentCover(let s): "presentCover(\(s))"
        case .goBack: "goBack()"
        case .goBackCount(let n): "goBack(\(n))"
        case .goBackToRoot: "goBackToRoot()"
        case .goBackTo(let s): "goBackTo(\(s))"
        case .dismiss: "dismiss()"
        case .pop(let n): "pop(\(n))"
        case .popTo(let s): "popTo(where: == \(s))"
        case .popToIndex(let i): "popTo(index: \(i))"
        case .popToRoot: "popToRoot()"
        case .dismissAll: "dismissAll()"
        case .forceDismiss: "forceDismiss()"
        }
    }

    /// Runs the operation through the public API; pushes remove nothing.
    func apply(to routes: inout Routes<String>) throws(NavigationError) -> [Route<String>] {
        switch self {
        case .push(let s):
            routes.push(s)
            return []
        case .presentSheet(let s):
            routes.presentSheet(s)
            return []
        case .presentCover(let s):
            routes.presentCover(s)
            return []
        case .goBack: return try routes.goBack()
        case .goBackCount(let n): return try routes.goBack(n)
        case .goBackToRoot: return try routes.goBackToRoot()
        case .goBackTo(let s): return try routes.goBackTo(s)
        case .dismiss: return try routes.dismiss()
        case .pop(let n): return try routes.pop(n)
        case .popTo(let s): return try routes.popTo { $0 == s }
        case .popToIndex(let i): return try routes.popTo(index: i)
        case .popToRoot: return try routes.popToRoot()
        case .dismissAll: return try routes.dismissAll()
        case .forceDismiss: return try routes.forceDismiss()
        }
    }

    /// Runs the operation and captures a refusal as a value.
    func result(on routes: inout Routes<String>) -> Result<[Route<String>], NavigationError> {
        do throws(NavigationError) {
            return .success(try apply(to: &routes))
        } catch {
            return .failure(error)
        }
    }
}

/// One row of an operation table: a start stack, an operation, and its exact outcome.
struct Case: CustomTestStringConvertible, Sendable {
    enum Outcome: Sendable {
        /// Succeeds, removing these routes (notation) and leaving that stack (notation).
        case removes(String, leaving: String)
        /// Is refused with exactly this error, leaving the stack unchanged.
        case refused(NavigationError)
    }

    var start: String
    var operation: Operation
    var outcome: Outcome

    init(_ start: String, _ operation: Operation, _ outcome: Outcome) {
        self.start = start
        self.operation = operation
        self.outcome = outcome
    }

    var testDescription: String {
        switch outcome {
        case .removes(let removed, let leaving):
            "[\(start)] \(operation) removes [\(removed)] leaving [\(leaving)]"
        case .refused(let error):
            "[\(start)] \(operation) is refused: \(error)"
        }
    }

    /// Runs the row: whole-value comparison after success; after a refusal, the exact
    /// error and a value equal to the value before. Invariants hold either way.
    func verify(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var routes = stack(start)
        let before = routes
        switch outcome {
        case .removes(let removed, let leaving):
            #expect(
                operation.result(on: &routes) == .success(routeList(removed)),
                sourceLocation: sourceLocation)
            #expect(routes == stack(leaving), sourceLocation: sourceLocation)
        case .refused(let error):
            #expect(throws: error, sourceLocation: sourceLocation) {
                try operation.apply(to: &routes)
            }
            #expect(routes == before, sourceLocation: sourceLocation)
            #expect(routes.modalStarts == before.modalStarts, sourceLocation: sourceLocation)
        }
        #expect(routes.checkInvariants() == [], sourceLocation: sourceLocation)
    }
}
