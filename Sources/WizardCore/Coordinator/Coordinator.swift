/// A coordinator-style wizard over the caller's `Screen` type: the routes value plus the
/// caller's `ScreenFlow`, driven one command at a time, with no I/O.
///
/// An answer is parsed by the screen's `ScreenPrompt.Kind`, then `flow.next` decides the
/// transition, applied to `routes` once `guard` allows it. `:back`, `:back NAME`, `:root`
/// and `:dismiss` are the navigation core's gestures. A refusal leaves `routes` unchanged
/// and is reported as a `Notice.refused`; the coordinator's own sentences (an empty or
/// unreadable answer, a transition the routes refuse, a screen without help) are in the
/// language of `messages`, English unless set.
public struct Coordinator<Screen> {
    /// The navigation state: the caller may read it, save it, or change it between commands.
    public var routes: Routes<Screen>
    /// The caller's screens, prompts and transitions.
    public var flow: ScreenFlow<Screen>
    /// Asked about every destination (transitions and the user's gestures); nil allows all.
    public var `guard`: RouteGuard<Screen>?
    /// Whether a transition returned `.finish`.
    public private(set) var isFinished = false
    /// The catalogues the coordinator's own sentences come from; a confirm screen also takes
    /// their language's yes and no words (`ja`, `nein`). English by default.
    public var messages = Messages.english

    /// Creates a coordinator showing `root`.
    ///
    /// - Parameters:
    ///   - root: the first screen, pushed; it can never be dismissed.
    ///   - flow: the screens' names, prompts and transitions.
    ///   - guard: asked about every destination; nil allows all.
    public init(root: Screen, flow: ScreenFlow<Screen>, guard: RouteGuard<Screen>? = nil) {
        self.routes = Routes(root: root)
        self.flow = flow
        self.guard = `guard`
    }

    /// The prompt of the top screen, as the engine's `Prompt` data. Its `path` is the
    /// screen's name, its `entryID` the stack depth.
    ///
    /// - Returns: the prompt, or nil once finished or when there is no route.
    /// - Complexity: O(*n*) in the number of routes (for the breadcrumb).
    public func currentPrompt() -> Prompt? {
        guard !isFinished, let top = routes.top else { return nil }
        let screenPrompt = flow.prompt(top.screen)
        var typeName = "text"
        var defaultText: String?
        var choices: [PromptChoice] = []
        var isOptional = false
        switch screenPrompt.kind {
        case .text(let value, let isRequired):
            defaultText = value
            isOptional = !isRequired && value == nil
        case .confirm(let value):
            typeName = "confirm"
            defaultText = value.map { $0 ? "yes" : "no" }
        case .select(let values, let value):
            typeName = "select"
            defaultText = value
            choices = values.enumerated().map { PromptChoice(number: $0.offset + 1, value: $0.element, label: $0.element) }
        }
        return Prompt(
            entryID: EntryID(routes.count), path: flow.name(top.screen), typeName: typeName,
            breadcrumb: routes.routes.map { flow.name($0.screen) }, question: screenPrompt.question,
            help: screenPrompt.help, defaultText: defaultText, choices: choices, prefill: nil, placeholder: nil,
            isSecret: false, isOptional: isOptional,
            modal: routes.presentedStyle.map { $0 == .cover ? .cover : .sheet }, canGoBack: routes.canGoBack,
            isRepeatQuestion: false, completions: choices.map(\.value), completesPaths: false)
    }

    /// Shows the root screen.
    ///
    /// - Returns: the root's prompt, with its intro as a message notice.
    public func start() -> Outcome {
        asking([])
    }

    /// Handles one command at the current screen.
    ///
    /// - Parameter command: the user's answer or gesture (`Command.parse` reads a line).
    /// - Returns: the next prompt with notices, `.completed` after `.finish`; a refusal
    ///   notice and the same prompt when refused (routes unchanged).
    public mutating func handle(_ command: Command) -> Outcome {
        guard !isFinished, let top = routes.top else {
            return Outcome(notices: [.refused(.notRunning)], status: .completed)
        }
        let name = flow.name(top.screen)
        switch command {
        case .answer(let text):
            switch parse(text, kind: flow.prompt(top.screen).kind) {
            case .failure(let refusal): return refuse(.invalidAnswer(path: name, reason: refusal.reason))
            case .success(let answer): return apply(flow.next(top.screen, answer), name: name)
            }
        case .back: return gesture(.goBack(1), name: name)
        case .root: return gesture(.goBackToRoot, name: name)
        case .dismiss: return gesture(.dismiss, name: name)
        case .backTo(let target):
            let matches: (Screen) -> Bool = { [flow] in flow.name($0) == target }
            return gesture(.goBackTo(where: matches), name: target)
        case .help:
            return Outcome(notices: [.help(flow.prompt(top.screen).help ?? messages.text(.coordinatorNoHelp))], status: status())
        case .quit:
            return Outcome(notices: [], status: status())
        }
    }

    /// Applies the caller's transition.
    private mutating func apply(_ transition: Transition<Screen>, name: String) -> Outcome {
        switch transition {
        case .finish:
            isFinished = true
            return Outcome(notices: [], status: .completed)
        case .refuse(let reason):
            return refuse(.invalidAnswer(path: name, reason: reason))
        case .navigate(let action):
            return navigate([action], name: name, byUser: false)
        case .sequence(let actions):
            return navigate(actions, name: name, byUser: false)
        }
    }

    private mutating func gesture(_ action: NavigationAction<Screen>, name: String) -> Outcome {
        navigate([action], name: name, byUser: true)
    }

    private mutating func navigate(_ actions: [NavigationAction<Screen>], name: String, byUser: Bool) -> Outcome {
        var removed: [Route<Screen>] = []
        var pushed = false
        var updated = routes
        do {
            for action in actions {
                let count = updated.count
                removed += try updated.apply(action, guard: `guard`)
                pushed = pushed || updated.count > count
            }
        } catch {
            switch error {
            case .guarded(let reason): return refuse(.invalidAnswer(path: name, reason: reason))
            case .navigation(let navigationError):
                guard byUser else {
                    let reason = messages.text(.coordinatorTransitionRefused, ["reason": "\(navigationError)"])
                    return refuse(.invalidAnswer(path: name, reason: reason))
                }
                return refuse(refusal(for: navigationError, name: name))
            }
        }
        routes = updated
        var notices: [Notice] = []
        if let closed = removed.first(where: { $0.style.isModal }) {
            notices.append(.modalClosed(presentation(closed.style), title: flow.name(closed.screen), isCommitted: !byUser))
        }
        if let top = routes.top, top.style.isModal, pushed {
            notices.append(.modalOpened(presentation(top.style), title: flow.name(top.screen)))
        }
        return asking(notices)
    }

    private func asking(_ notices: [Notice]) -> Outcome {
        var notices = notices
        if let top = routes.top, let intro = flow.prompt(top.screen).intro { notices.append(.message(intro)) }
        return Outcome(notices: notices, status: status())
    }

    private func status() -> Outcome.Status {
        currentPrompt().map { .asking($0) } ?? .completed
    }

    private func refuse(_ refusal: Refusal) -> Outcome {
        Outcome(notices: [.refused(refusal)], status: status())
    }

    private func presentation(_ style: RouteStyle) -> Presentation {
        style == .cover ? .cover : .sheet
    }

    /// The user-facing refusal for a refused gesture.
    private func refusal(for error: NavigationError, name: String) -> Refusal {
        switch error {
        case .alreadyAtRoot: .alreadyAtRoot
        case .coverCannotBeDismissed: .coverCannotBeDismissed
        case .notModal: .notInModal
        case .nothingBeneath: .nothingBeneathSheet
        case .alreadyThere: .alreadyThere(name)
        case .notOnStack: .notOnStack(name, onStack: routes.currentContext.map { flow.name($0.screen) })
        case .belowModalContext(_, _, let style): .belowModal(name, presentation: presentation(style))
        case .empty, .atRoot, .nonPositiveCount, .fewerRoutesInContext, .indexOutOfRange: .atFirstStep
        }
    }

    /// Reads a line by the screen's kind.
    func parse(_ text: String, kind: ScreenPrompt.Kind) -> Result<AnswerValue, InputRefusal> {
        let trimmed = text.trimmingASCIIWhitespace()
        switch kind {
        case .text(let value, let isRequired):
            if !text.isEmpty { return .success(.string(text)) }
            if let value { return .success(.string(value)) }
            return isRequired ? .failure(InputRefusal(reason: messages.text(.inputRequired))) : .success(.string(""))
        case .confirm(let value):
            let (yes, no) = messages.confirmWords
            let word = trimmed.lowercased()
            if word == "y" || word == "yes" || yes.contains(word) { return .success(.bool(true)) }
            if word == "n" || word == "no" || no.contains(word) { return .success(.bool(false)) }
            if word.isEmpty, let value { return .success(.bool(value)) }
            let words = ConfirmWords(yes: yes, no: no, refusalTemplate: messages.text(.inputExpectedConfirm))
            return .failure(InputRefusal(reason: words.refusal(found: trimmed)))
        case .select(let values, let value):
            if trimmed.isEmpty, let value { return .success(.string(value)) }
            if values.contains(trimmed) { return .success(.string(trimmed)) }
            if let n = Int(trimmed), values.indices.contains(n - 1) { return .success(.string(values[n - 1])) }
            let arguments = ["count": String(values.count), "choices": values.prefix(8).joined(separator: ", "), "found": trimmed]
            return .failure(InputRefusal(reason: messages.text(.inputExpectedChoice, arguments)))
        }
    }
}
