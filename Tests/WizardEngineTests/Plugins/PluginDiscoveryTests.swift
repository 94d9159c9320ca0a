import Testing
import WizardEngine
import WizardTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Plugins are found on `PATH` by name, and a flow may declare only executables inside
/// its own folder tree: no `..` out of it, no symbolic link out of it.
@Suite struct PluginDiscoveryTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var testDescription: String
        var declaredPath: String
        /// The found executable relative to the folder, or the problem's sentence.
        var expected: Expected
    }

    enum Expected: Sendable {
        case success(String)
        case failure(String)
    }

    static let cases = [
        Case(testDescription: "a plugin in the flow's folder", declaredPath: "bin/tool", expected: .success("flows/bin/tool")),
        Case(
            testDescription: "a path with .. that stays inside", declaredPath: "sub/../bin/tool",
            expected: .success("flows/bin/tool")),
        Case(
            testDescription: "a .. out of the folder", declaredPath: "../outside",
            expected: .failure("plugin 'p': ../outside is outside the flow's folder (a flow may only declare plugins inside its folder)")),
        Case(
            testDescription: "a symbolic link out of the folder", declaredPath: "bin/link",
            expected: .failure("plugin 'p': bin/link is outside the flow's folder (a flow may only declare plugins inside its folder)")),
        Case(
            testDescription: "a file that is not executable", declaredPath: "bin/plain",
            expected: .failure("plugin 'p': no executable file at ROOT/flows/bin/plain")),
        Case(
            testDescription: "nothing there", declaredPath: "bin/none",
            expected: .failure("plugin 'p': no executable file at ROOT/flows/bin/none")),
    ]

    @Test(arguments: cases)
    func declared(_ c: Case) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = try #require(PluginDiscoveryTests.canonical(folder.path))
        folder.makeFolder("flows")
        folder.makeFolder("flows/bin")
        folder.makeFolder("flows/sub")
        try folder.write("flows/bin/tool", "#!/bin/sh\n")
        try folder.write("flows/bin/plain", "#!/bin/sh\n")
        try folder.write("outside", "#!/bin/sh\n")
        chmod(folder.path + "/flows/bin/tool", 0o755)
        chmod(folder.path + "/outside", 0o755)
        folder.link("flows/bin/link", to: folder.path + "/outside")
        let declaration = PluginDeclaration(
            name: "p", path: c.declaredPath, location: SourceLocation(file: folder.path + "/flows/flow.json", line: 1, column: 1))
        let found = PluginDiscovery.declared(declaration, rootFolder: folder.path + "/flows")
        switch (found, c.expected) {
        case (.success(let plugin), .success(let relative)):
            #expect(plugin.executable == root + "/" + relative)
            #expect(plugin.declaredBy == folder.path + "/flows/flow.json")
        case (.failure(let problem), .failure(let sentence)):
            #expect(problem.description.replacing(folder.path, with: "ROOT") == sentence)
        default:
            Issue.record("found \(found), expected \(c.expected)")
        }
    }

    @Test("PATH: the first folder with an executable wizard-plugin-NAME wins; other files are ignored")
    func onPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = try #require(PluginDiscoveryTests.canonical(folder.path))
        folder.makeFolder("a")
        folder.makeFolder("b")
        for file in ["a/wizard-plugin-one", "b/wizard-plugin-one", "b/wizard-plugin-two", "a/wizard-plugin-off", "b/other"] {
            try folder.write(file, "#!/bin/sh\n")
            if file != "a/wizard-plugin-off" { chmod(folder.path + "/" + file, 0o755) }
        }
        let searchPath = "relative/ignored:" + folder.path + "/a:" + folder.path + "/b"
        #expect(PluginDiscovery.onPath("one", searchPath: searchPath)?.executable == root + "/a/wizard-plugin-one")
        #expect(PluginDiscovery.onPath("off", searchPath: searchPath) == nil)
        #expect(
            PluginDiscovery.allOnPath(searchPath: searchPath).map(\.executable) == [
                root + "/a/wizard-plugin-one", root + "/b/wizard-plugin-two",
            ])
    }

    static func canonical(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
