import Testing
import WizardEngine
import WizardTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Consent is remembered per flow file and content, and any change to the flow, its
/// imports or a plugin it declares in its folder asks again.
@Suite struct PluginConsentTests {
    @Test("consent is remembered for the same fingerprint, and not for another flow or fingerprint")
    func remembered() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = PluginConsent(stateDirectory: folder.path + "/state/wizard")
        #expect(!store.isRemembered(flow: "/flows/a.json", fingerprint: "f1"))
        try store.remember(flow: "/flows/a.json", fingerprint: "f1")
        #expect(store.isRemembered(flow: "/flows/a.json", fingerprint: "f1"))
        #expect(!store.isRemembered(flow: "/flows/a.json", fingerprint: "f2"))
        #expect(!store.isRemembered(flow: "/flows/b.json", fingerprint: "f1"))
        try store.remember(flow: "/flows/a.json", fingerprint: "f2")
        #expect(!store.isRemembered(flow: "/flows/a.json", fingerprint: "f1"))
    }

    @Test("the fingerprint changes with the flow, its imports, and a plugin declared in its folder, never otherwise")
    func fingerprint() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let flow = folder.path + "/flow.json"
        let shared = folder.path + "/shared.json"
        let script = folder.path + "/plugin.sh"
        try folder.write("flow.json", #"{"id": "a"}"#)
        try folder.write("shared.json", #"{"id": "s"}"#)
        try folder.write("plugin.sh", "#!/bin/sh\n")
        let declared = PluginDiscovery.Found(name: "p", executable: script, declaredBy: flow)
        func current() -> String { PluginConsent.fingerprint(files: [flow, shared], plugins: [declared]) }
        let first = current()
        #expect(current() == first)
        try folder.write("flow.json", #"{"id": "b"}"#)
        let afterFlow = current()
        #expect(afterFlow != first)
        try folder.write("shared.json", #"{"id": "t"}"#)
        let afterImport = current()
        #expect(afterImport != afterFlow)
        try folder.write("plugin.sh", "#!/bin/sh\nexit 1\n")
        #expect(current() != afterImport)
        let onPath = PluginDiscovery.Found(name: "p", executable: "/usr/bin/other", declaredBy: nil)
        #expect(PluginConsent.fingerprint(files: [flow, shared], plugins: [onPath]) != current())
    }

    struct DigestCase: CustomTestStringConvertible, Sendable {
        var input: String
        var digest: String
        var testDescription: String { "SHA-256 of \(input.count) characters" }
    }

    /// FIPS 180-4 examples, and a message that needs a second padding block.
    static let digests = [
        DigestCase(input: "", digest: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        DigestCase(input: "abc", digest: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        DigestCase(
            input: "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            digest: "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ]

    @Test(arguments: digests)
    func sha256(_ c: DigestCase) {
        #expect(SHA256.hex(of: Array(c.input.utf8)) == c.digest)
    }
}
