import Testing
import WizardTestSupport

@testable import WizardEngine

extension Loading {
    /// Imports (docs/writing-flows.md): resolution, containment, cycles, missing files.
    @Suite struct ImportTests {
        static let sub = #"{"id": "db", "steps": [{"id": "host", "type": "text", "prompt": "Host?"}]}"#

        struct Case: CustomTestStringConvertible, Sendable {
            var name: String
            var imports: String
            var files: [String: String]
            var expected: [String]
            var testDescription: String { name }
        }

        static let cases: [Case] = [
            Case(
                name: "parent escape", imports: #"["../db.json"]"#, files: ["/db.json": sub],
                expected: [#"/flows/main.json:1:28: error: import '../db.json' leaves the root flow's folder (at imports[0])"#]),
            Case(
                name: "absolute path", imports: #"["/flows/db.json"]"#, files: ["/flows/db.json": sub],
                expected: [
                    #"/flows/main.json:1:28: error: import path '/flows/db.json' is absolute; imports are relative to the importing file's folder (at imports[0])"#
                ]),
            Case(
                name: "the folder itself", imports: #"["."]"#, files: ["/flows/db.json": sub],
                expected: [#"/flows/main.json:1:28: error: import path '.' names a folder; an import names a flow file (at imports[0])"#]),
            Case(
                name: "a parent folder", imports: #"["sub/.."]"#, files: ["/flows/sub/db.json": sub],
                expected: [
                    #"/flows/main.json:1:28: error: import path 'sub/..' names a folder; an import names a flow file (at imports[0])"#
                ]),
            Case(
                name: "trailing slash", imports: #"["sub/db.json/"]"#, files: ["/flows/sub/db.json": sub],
                expected: [
                    #"/flows/main.json:1:28: error: import path 'sub/db.json/' ends with '/'; an import names a flow file, not a folder (at imports[0])"#
                ]),
            Case(
                name: "NUL in the path", imports: #"["sub/db.json\u0000x"]"#, files: ["/flows/sub/db.json": sub],
                expected: [
                    #"/flows/main.json:1:28: error: import path 'sub/db.json\0x' holds a NUL character (\0), which no file name can (at imports[0])"#
                ]),
            Case(
                name: "missing file", imports: #"["sub/dbb.json"]"#, files: ["/flows/sub/db.json": sub],
                expected: [#"/flows/main.json:1:28: error: imported file '/flows/sub/dbb.json' does not exist (at imports[0])"#]),
            Case(
                name: "cycle", imports: #"["a.json"]"#,
                files: [
                    "/flows/a.json": #"{"id": "a", "imports": ["sub/b.json"], "steps": [{"id": "x", "type": "confirm", "prompt": "p"}]}"#,
                    "/flows/sub/b.json":
                        #"{"id": "b", "imports": ["../a.json"], "steps": [{"id": "y", "type": "confirm", "prompt": "p"}]}"#,
                ],
                expected: [
                    #"/flows/sub/b.json:1:25: error: import cycle: '/flows/a.json' → '/flows/sub/b.json' → '/flows/a.json' (at imports[0])"#
                ]),
            Case(
                name: "error inside imported file", imports: #"["db.json"]"#,
                files: ["/flows/db.json": #"{"id": "db", "steps": [{"id": "h", "type": "txt", "prompt": "p"}]}"#],
                expected: [#"/flows/db.json:1:44: error: unknown step type 'txt' (at steps[0].type); did you mean 'text'?"#]),
            Case(
                name: "duplicate flow id across files", imports: #"["db.json"]"#,
                files: ["/flows/db.json": #"{"id": "main", "steps": [{"id": "h", "type": "confirm", "prompt": "p"}]}"#],
                expected: [
                    #"/flows/main.json:1:86: error: unknown flow 'db' in 'flow' step 'd' (at steps[0].flow)"#,
                    #"/flows/db.json:1:8: error: duplicate flow id 'main' (first defined at /flows/main.json:1:8) (at id)"#,
                ]),
        ]

        static func root(imports: String) -> String {
            #"{"id": "main", "imports": "# + imports
                + #", "steps": [{"id": "d", "type": "flow", "flow": "db"}, {"id": "e", "type": "confirm", "prompt": "p"}]}"#
        }

        @Test(arguments: cases)
        func reportsImportProblems(_ c: Case) {
            let rendered = diagnostics(Self.root(imports: c.imports), files: c.files)
            // An unreadable import leaves 'db' unknown; the flow check then stays quiet.
            #expect(rendered == c.expected)
        }

        @Test func importedFlowJoinsCatalog() throws {
            let result = load(Self.root(imports: #"["sub/../db.json"]"#), files: ["/flows/db.json": Self.sub])
            #expect(result.diagnostics == [])
            let catalog = try #require(result.catalog)
            #expect(catalog.flows.keys.sorted() == ["db", "main"])
            #expect(catalog.flow("db")?.file == "/flows/db.json")
            #expect(result.sourceFiles.map(\.path) == ["/flows/main.json", "/flows/db.json"])
            #expect(result.sourceFiles[1].fingerprint == SourceFile(path: "", canonicalPath: nil, bytes: Array(Self.sub.utf8)).fingerprint)
        }

        @Test func symlinkOutsideRootIsRefused() throws {
            // Catches containment checked only lexically: the link's target lies outside.
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            folder.makeFolder("flows")
            folder.makeFolder("outside")
            try folder.write("outside/db.json", Self.sub)
            try folder.write("inside.json", Self.sub)
            folder.link("flows/db.json", to: folder.path + "/outside/db.json")
            try folder.write("flows/main.json", Self.root(imports: #"["db.json"]"#))
            let result = FlowLoader().load(fileAt: folder.path + "/flows/main.json")
            let realOutside = LocalFileSystem().canonicalPath(folder.path + "/outside/db.json") ?? "?"
            #expect(
                result.diagnostics.map(DiagnosticRenderer.render) == [
                    "\(folder.path)/flows/main.json:1:28: error: import 'db.json' resolves to '\(realOutside)', outside the root flow's folder (at imports[0])"
                ])
            #expect(result.catalog == nil)
        }

        @Test func symlinkInsideRootIsFollowed() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            folder.makeFolder("flows")
            folder.makeFolder("flows/real")
            try folder.write("flows/real/db.json", Self.sub)
            folder.link("flows/db.json", to: "real/db.json")
            try folder.write("flows/main.json", Self.root(imports: #"["db.json"]"#))
            let result = FlowLoader().load(fileAt: folder.path + "/flows/main.json")
            #expect(result.diagnostics.map(DiagnosticRenderer.render) == [])
            #expect(result.catalog?.flows.count == 2)
        }

        @Test func missingRootFile() {
            let result = FlowLoader(fileSystem: InMemoryFileSystem(files: [:])).load(fileAt: "nope.json")
            #expect(
                result.diagnostics.map(DiagnosticRenderer.render) == [
                    "nope.json:1:1: error: cannot read flow file 'nope.json': no such file"
                ])
        }

        @Test func fileSizeLimitAppliesToImports() {
            let rendered = diagnostics(
                Self.root(imports: #"["db.json"]"#), files: ["/flows/db.json": Self.sub + String(repeating: " ", count: 300)],
                limits: LoadLimits(maxFileSize: 200))
            #expect(rendered == ["/flows/db.json:1:1: error: flow file is larger than the limit of 200 bytes"])
        }
    }
}
