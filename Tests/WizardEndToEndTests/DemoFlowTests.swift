import Foundation
import Testing
import WizardTestSupport

/// The built-in demo (`wizard` with no arguments) is `Flows/demo.json`, compiled in.
@Suite struct DemoFlowTests {
    @Test("the compiled-in demo is Flows/demo.json verbatim (catches: editing one and not rerunning scripts/embed-demo.sh)")
    func embeddedCopyMatches() throws {
        let root = WizardProcess.packageRoot
        let json = try String(contentsOf: root.appendingPathComponent("Flows/demo.json"), encoding: .utf8)
        let swift = try String(contentsOf: root.appendingPathComponent("Sources/wizard/DemoFlow.swift"), encoding: .utf8)
        #expect(swift.contains("#\"\"\"\n" + json + "\"\"\"#"))
    }

    @Test("`wizard` runs the demo from any folder (catches: the demo read from ./Flows at run time)")
    func demoRunsAnywhere() throws {
        let folder = try TemporaryFolder()
        let builtIn = try WizardProcess.run(["--defaults", "--non-interactive", "--set", "licence.accept=yes"], directory: folder.url)
        let fromFile = try WizardProcess.run(["run", "Flows/demo.json", "--defaults", "--non-interactive", "--set", "licence.accept=yes"])
        #expect(builtIn.status == 0, "\(builtIn)")
        #expect(builtIn.stdout == fromFile.stdout, "\(builtIn)\n\(fromFile)")
        #expect(builtIn.stdout.contains(#""name": "my-app""#))
    }
}
