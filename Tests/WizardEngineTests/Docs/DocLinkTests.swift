import Foundation
import Testing

/// The README and docs/ speak only of the repository: every relative link resolves to a
/// file in it, and nothing points at files outside it.
@Suite struct DocLinkTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var pages: [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    @Test("every relative Markdown link resolves inside the repository (catches: a link to a file that is not there)")
    func linksResolve() throws {
        #expect(Self.pages.count > 5)
        let link = #/\]\(([^)#\s]+)(#[^)]*)?\)/#
        for page in Self.pages {
            let url = Self.root.appendingPathComponent(page)
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in text.matches(of: link) {
                let target = String(match.output.1)
                if target.hasPrefix("http://") || target.hasPrefix("https://") { continue }
                let resolved = url.deletingLastPathComponent().appendingPathComponent(target).standardizedFileURL
                #expect(resolved.path.hasPrefix(Self.root.standardizedFileURL.path), "\(page): \(target) leaves the repository")
                #expect(FileManager.default.fileExists(atPath: resolved.path), "\(page): \(target) does not exist")
            }
            #expect(!text.contains("SPEC"), "\(page) refers to a specification outside the repository")
        }
    }
}
