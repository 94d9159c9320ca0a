#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real temporary folder for tests that need symbolic links; removed with `remove()`.
struct TemporaryFolder {
    let path: String

    init?() {
        var template = Array("/tmp/wizard-test-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }
            return String(cString: base)
        }
        guard let made else { return nil }
        path = made
    }

    func makeFolder(_ relative: String) {
        _ = mkdir(path + "/" + relative, 0o700)
    }

    func write(_ relative: String, _ text: String) {
        // Close-on-exec, so a process another test starts meanwhile cannot keep the file
        // open for writing (running a script written here would fail with "Text file busy").
        guard let file = fopen(path + "/" + relative, "we") else { return }
        _ = fputs(text, file)
        _ = fclose(file)
    }

    func link(_ relative: String, to target: String) {
        _ = symlink(target, path + "/" + relative)
    }

    func remove() {
        _ = system("rm -rf '\(path)'")
    }
}
