@testable import WizardEngine

/// A deliberately naive model of `Routes<String>`: a plain array, every rule written out
/// from docs/navigation.md and the brief, every context found by rescanning. It shares no code with
/// `Routes` beyond the `Route` value, so the property test compares two implementations.
struct RoutesReferenceModel {
    typealias Outcome = Result<[Route<String>], NavigationError>

    var items: [Route<String>] = []
    /// When true, the model wrongly lets the user dismiss covers; only used to prove that
    /// the property test can fail and shrink.
    var letsUserDismissCovers = false

    /// The first index of the context holding the top: the last modal route, else 0.
    var contextStart: Int { items.lastIndex { $0.style != .push } ?? 0 }
    var presentedStyle: RouteStyle? { items.last { $0.style != .push }?.style }
    var canGoBack: Bool {
        var copy = self
        return (try? copy.goBackOnce().get()) != nil
    }

    mutating func apply(_ operation: Operation) -> Outcome {
        switch operation {
        case .push(let s):
            items.append(.push(s))
            return .success([])
        case .presentSheet(let s):
            items.append(.sheet(s))
            return .success([])
        case .presentCover(let s):
            items.append(.cover(s))
            return .success([])
        case .goBack: return goBackOnce()
        case .goBackCount(let n): return goBack(n)
        case .goBackToRoot, .popToRoot: return goBackToRoot()
        case .goBackTo(let s), .popTo(let s): return goBackTo(s)
        case .dismiss: return dismiss(force: false)
        case .forceDismiss: return dismiss(force: true)
        case .pop(let n): return pop(n)
        case .popToIndex(let i): return popTo(index: i)
        case .dismissAll: return dismissAll()
        }
    }

    private mutating func cut(_ newCount: Int) -> Outcome {
        let removed = Array(items[newCount...])
        items = Array(items[..<newCount])
        return .success(removed)
    }

    private mutating func goBackOnce() -> Outcome {
        if items.isEmpty { return .failure(.empty) }
        if items.count == 1 { return .failure(.atRoot) }
        switch items[items.count - 1].style {
        case .push: return cut(items.count - 1)
        case .sheet: return dismiss(force: false)
        case .cover:
            return letsUserDismissCovers
                ? cut(items.count - 1)
                : .failure(.coverCannotBeDismissed(coverStart: items.count - 1))
        }
    }

    private mutating func goBack(_ count: Int) -> Outcome {
        if count < 1 { return .failure(.nonPositiveCount(count)) }
        var copy = self
        var removed: [Route<String>] = []
        for _ in 0..<min(count, items.count + 1) {
            switch copy.goBackOnce() {
            case .success(let r): removed = r + removed
            case .failure(let e): return .failure(e)
            }
        }
        self = copy
        return .success(removed)
    }

    private mutating func goBackToRoot() -> Outcome {
        if items.isEmpty { return .failure(.empty) }
        let start = contextStart
        if start == items.count - 1 { return .failure(.alreadyAtRoot(contextStart: start)) }
        return cut(start + 1)
    }

    private mutating func goBackTo(_ screen: String) -> Outcome {
        let start = contextStart
        if let i = items.indices.last(where: { $0 >= start && items[$0].screen == screen }) {
            return i == items.count - 1 ? .failure(.alreadyThere(index: i)) : cut(i + 1)
        }
        if let j = items.indices.last(where: { $0 < start && items[$0].screen == screen }) {
            return .failure(
                .belowModalContext(matchIndex: j, modalStart: start, modalStyle: items[start].style)
            )
        }
        return .failure(.notOnStack)
    }

    private mutating func dismiss(force: Bool) -> Outcome {
        guard let start = items.lastIndex(where: { $0.style != .push }) else {
            return .failure(.notModal)
        }
        if !force && !letsUserDismissCovers && items[start].style == .cover {
            return .failure(.coverCannotBeDismissed(coverStart: start))
        }
        if start == 0 { return .failure(.nothingBeneath) }
        return cut(start)
    }

    private mutating func pop(_ count: Int) -> Outcome {
        if count < 1 { return .failure(.nonPositiveCount(count)) }
        if items.isEmpty { return .failure(.empty) }
        let available = items.count - 1 - contextStart
        if count > available {
            return .failure(.fewerRoutesInContext(requested: count, available: available))
        }
        return cut(items.count - count)
    }

    private mutating func popTo(index: Int) -> Outcome {
        if index < 0 || index >= items.count {
            return .failure(.indexOutOfRange(index, count: items.count))
        }
        let start = contextStart
        if index < start {
            return .failure(
                .belowModalContext(
                    matchIndex: index, modalStart: start, modalStyle: items[start].style))
        }
        if index == items.count - 1 { return .failure(.alreadyThere(index: index)) }
        return cut(index + 1)
    }

    private mutating func dismissAll() -> Outcome {
        let modal = items.indices.filter { items[$0].style != .push }
        if modal.isEmpty { return .failure(.notModal) }
        guard let lowest = modal.filter({ $0 > 0 }).min() else { return .failure(.nothingBeneath) }
        return cut(lowest)
    }
}
