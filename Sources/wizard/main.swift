import WizardEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// Before anything is opened: a closed standard descriptor must not be reused by a file,
// and a reader that went away must fail a write (reported) rather than kill the run.
WriteTarget.occupyClosedStandardDescriptors()
WriteTarget.ignoreBrokenPipe()
// SIGINT, SIGTERM, SIGHUP and SIGQUIT end every command within a fraction of a second, whatever it
// is doing (see docs/sessions.md); a run at a prompt stops the usual way and saves.
Signals.install()
let arguments = Array(CommandLine.arguments.dropFirst())
var status = WizardCLI.main(arguments)
// What a command printed (a template, a schema, a graph, help) and could not write is an error, not a silent success.
if let failure = Console.outputFailure, status == .success {
    let messages = WizardCLI.messages(for: arguments)
    Console.error(messages.text(.outputCannotWrite, ["reason": failure.rendered(messages)]))
    status = .flowError
}
exit(status.rawValue)
