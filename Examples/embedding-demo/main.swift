import WizardEngine

// embedding-demo: how a Swift command-line tool embeds WizardEngine (no readline).
//
//   swift run embedding-demo                 interactive on a terminal
//   swift run embedding-demo < /dev/null     plays the built-in script below
//   printf 'y\nGrace\nfree\ny\nfinish\n' | swift run embedding-demo
//
// Part 1 is a coordinator-style flow over a Screen enum; part 2 a JSON flow with a plugin
// step type, a named validator and an expression function; both print their results on
// standard output. Exit status: 0 done, 3 input ended, 130 quit or interrupted.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lines played when standard input is empty: every feature shows up in the transcript.
let builtInScript = [
    // Part 1: coordinator.
    "y", "Ada", "pro",
    ":dismiss",  // closes the payment sheet, back on the plan screen
    "pro", "4242 4242 4242 4242",
    ":dismiss",  // refused: the terms are a cover
    "yes",
    "edit name",  // goBackTo(.name)
    "Grace", "free", "y", "finish",
    // Part 2: JSON flow with plugins.
    "wizard",  // refused by the not_reserved validator
    "atlas", "2.0",  // refused by the semver step type
    "2.1.0", "https://example.com/migrate-to-2", "",
]

var driver = DemoDriver(fallbackScript: builtInScript)
let renderer = PromptRenderer(usesColor: false)

@MainActor func finish(_ end: RunEnd) -> Never {
    switch end {
    case .completed: exit(0)
    case .inputEnded(let path):
        driver.write("input ended at \(TerminalText.escape(path))\n")
        exit(3)
    case .quit, .interrupted: exit(130)
    case .failed(let error):
        driver.write(RefusalMessages.sentence(for: error) + "\n")
        exit(3)
    }
}

// Part 1: coordinator-style navigation.
var coordinator = Coordinator(root: Screen.welcome, flow: SignupCoordinator.flow)
let signupEnd = CoordinatorRunner(renderer: renderer).run(&coordinator, driver: &driver)
guard signupEnd == .completed else { finish(signupEnd) }
if let signup = SignupCoordinator.result(of: coordinator.routes) {
    print("signup: name=\(signup.name) plan=\(signup.plan) card=\(signup.card ?? "none")")
} else {
    print("signup: cancelled")
}

// Part 2: a JSON flow with plugins, answers decoded into a struct.
let plugins = ReleaseFlow.plugins
let loaded = FlowLoader(plugins: plugins).load(string: ReleaseFlow.json, name: "release.json")
guard let catalog = loaded.catalog else {
    for diagnostic in loaded.diagnostics { driver.write(DiagnosticRenderer.render(diagnostic) + "\n") }
    exit(1)
}
let engine = Engine(catalog: catalog, plugins: plugins)
var state = WizardState()
var log = WizardRunner.Log()
let releaseEnd = WizardRunner(engine: engine, renderer: renderer).run(driver: &driver, state: &state, log: &log)
guard releaseEnd == .completed else { finish(releaseEnd) }
do {
    let release = try engine.answers(of: state).decode(ReleaseFlow.Release.self)
    let version = "\(release.version.major).\(release.version.minor).\(release.version.patch)"
    print("release: project=\(release.project) version=\(version) migration=\(release.migration ?? "none") notes=\(release.notes)")
} catch {
    driver.write("cannot decode the answers: \(TerminalText.escape(String(describing: error)))\n")
    exit(1)
}
finish(.completed)
