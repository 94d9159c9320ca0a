/// The caller's description of a coordinator-style flow over its own `Screen` type: how
/// each screen is named and asked, and what happens after an answer. A child flow is
/// shown through `including(_:embed:extract:onFinish:)`.
public struct ScreenFlow<Screen> {
    /// The screen's name: its breadcrumb title and what `:back NAME` matches.
    public var name: (Screen) -> String
    /// What to ask on a screen.
    public var prompt: (Screen) -> ScreenPrompt
    /// What to do with an answer given on a screen (`.string` for text and select,
    /// `.bool` for confirm).
    public var next: (Screen, AnswerValue) -> Transition<Screen>

    /// Creates a flow.
    ///
    /// - Parameters:
    ///   - name: the screen's name; `String(describing:)` unless given (an enum case's name).
    ///   - prompt: builds the prompt of a screen.
    ///   - next: decides the transition after an answer.
    public init(
        name: @escaping (Screen) -> String = { String(describing: $0) },
        prompt: @escaping (Screen) -> ScreenPrompt,
        next: @escaping (Screen, AnswerValue) -> Transition<Screen>
    ) {
        self.name = name
        self.prompt = prompt
        self.next = next
    }

    /// This flow, with `child`'s screens shown wherever `extract` finds one; the child's
    /// `.finish` becomes `onFinish(lastChildScreen, answer)`.
    ///
    /// - Parameters:
    ///   - child: the child coordinator's flow.
    ///   - embed: wraps a child screen (`Screen.account`).
    ///   - extract: unwraps one (nil for this flow's own screens).
    ///   - onFinish: the parent's transition when the child finishes.
    /// - Returns: the combined flow.
    public func including<Child>(
        _ child: ScreenFlow<Child>, embed: @escaping (Child) -> Screen, extract: @escaping (Screen) -> Child?,
        onFinish: @escaping (Child, AnswerValue) -> Transition<Screen>
    ) -> ScreenFlow<Screen> {
        let parent = self
        return ScreenFlow(
            name: { screen in extract(screen).map(child.name) ?? parent.name(screen) },
            prompt: { screen in extract(screen).map(child.prompt) ?? parent.prompt(screen) },
            next: { screen, answer in
                guard let inner = extract(screen) else { return parent.next(screen, answer) }
                return child.next(inner, answer).map(
                    embed: embed, extract: extract, onFinish: onFinish(inner, answer))
            })
    }
}

extension Routes {
    /// Appends a child coordinator's whole stack, its first route with `style` and each
    /// screen wrapped by `embed`; an empty child changes nothing.
    ///
    /// - Parameters:
    ///   - child: the child's routes, root first.
    ///   - style: how the child's root is shown here.
    ///   - embed: wraps a child screen in this stack's screen type.
    /// - Complexity: O(*m*) for *m* child routes.
    public mutating func attach<Child>(
        _ child: Routes<Child>, as style: RouteStyle, embed: (Child) -> Screen
    ) {
        for (index, route) in child.routes.enumerated() {
            append(Route(screen: embed(route.screen), style: index == 0 ? style : route.style))
        }
    }
}
