import WizardEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// SIGINT, SIGTERM and SIGHUP end every command within a fraction of a second, whatever it
// is doing (see docs/sessions.md); a run at a prompt stops the usual way and saves.
SignalDeadline.start()
SignalWatcher.install()
let status = WizardCLI.main(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
