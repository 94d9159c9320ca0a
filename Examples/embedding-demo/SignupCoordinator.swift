import WizardEngine

/// What the sign-up coordinator collects; each screen carries it forward (FlowStacks
/// style: the data lives in the routes).
struct Signup: Hashable, Sendable {
    var name: String
    var plan = "free"
    var card: String?
}

/// The caller's own screens. docs/navigation.md shows this file.
enum Screen: Hashable, Sendable {
    case welcome
    case name
    case plan(Signup)
    case payment(Signup)
    case terms(Signup)
    case review(Signup)
}

/// The sign-up flow: push, a sheet (payment), a cover (terms) and goBackTo (edit the name from the review screen).
enum SignupCoordinator {
    static var flow: ScreenFlow<Screen> {
        ScreenFlow<Screen>(
            name: { screen in
                switch screen {
                case .welcome: "welcome"
                case .name: "name"
                case .plan: "plan"
                case .payment: "payment"
                case .terms: "terms"
                case .review: "review"
                }
            },
            prompt: { screen in
                switch screen {
                case .welcome:
                    ScreenPrompt("Create an account?", kind: .confirm(default: true), intro: "Welcome to Atlas.")
                case .name:
                    ScreenPrompt("Your name", kind: .text(default: "Ada"))
                case .plan(let signup):
                    ScreenPrompt("Plan for \(signup.name)", kind: .select(["free", "pro"], default: "pro"))
                case .payment:
                    ScreenPrompt("Card number", kind: .text(default: "4242 4242 4242 4242"), help: ":dismiss to pick another plan")
                case .terms:
                    ScreenPrompt("Accept the terms?", kind: .confirm(default: true), help: "This cover cannot be dismissed.")
                case .review(let signup):
                    ScreenPrompt(
                        "\(signup.name), \(signup.plan) plan: finish?", kind: .select(["finish", "edit name"], default: "finish"))
                }
            },
            next: { screen, answer in
                switch screen {
                case .welcome:
                    return answer == .bool(true) ? .push(.name) : .finish
                case .name:
                    return .push(.plan(Signup(name: answer.stringValue ?? "")))
                case .plan(var signup):
                    signup.plan = answer.stringValue ?? "free"
                    return signup.plan == "pro" ? .sheet(.payment(signup)) : .cover(.terms(signup))
                case .payment(var signup):
                    signup.card = answer.stringValue
                    return .sequence([.forceDismiss, .presentCover(.terms(signup))])
                case .terms(let signup):
                    guard answer == .bool(true) else { return .refuse("the terms must be accepted to go on") }
                    return .sequence([.forceDismiss, .push(.review(signup))])
                case .review:
                    return answer == .string("finish") ? .finish : .goBackTo(.name)
                }
            })
    }

    /// The sign-up stored in the top screen once the flow has finished.
    static func result(of routes: Routes<Screen>) -> Signup? {
        guard case .review(let signup)? = routes.top?.screen else { return nil }
        return signup
    }
}
