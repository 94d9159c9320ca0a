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
let status = WizardCLI.main(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
