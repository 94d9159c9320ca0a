/// The mutable state of one `FlowLoader` call: files read, flows decoded, diagnostics.
struct LoadRun {
    let loader: FlowLoader
    var diagnostics: [Diagnostic] = []
    var flows: [DecodedFlow] = []
    var sourceFiles: [SourceFile] = []
    /// Whether a file could not be read or parsed.
    var isIncomplete = false
    /// The canonical folder of the root file; imports must stay inside it.
    var rootFolder: String?
    /// Canonical paths of the files read so far.
    var loaded: Set<String> = []
    /// The chain of files being imported (for cycles): canonical and display paths.
    var chain: [(canonical: String, display: String)] = []
    /// `validate.pattern`s compiled so far, shared by every file of the load.
    var patterns: [String: RegexPattern] = [:]

    init(loader: FlowLoader) {
        self.loader = loader
    }

    /// Decodes one file's bytes and follows its imports.
    mutating func loadFile(bytes: [UInt8], display: String, canonical: String?) {
        if let decoder = decodeFile(bytes, display: display, canonical: canonical) {
            followImports(of: decoder, display: display, canonical: canonical)
        }
    }

    /// Reads and decodes one file's `bytes`: the decoder with its flows added to `flows`, or
    /// nil when the file is too large or not JSON (reported).
    private mutating func decodeFile(_ bytes: [UInt8], display: String, canonical: String?) -> FlowDecoder? {
        sourceFiles.append(SourceFile(path: display, canonicalPath: canonical, bytes: bytes))
        if let canonical { loaded.insert(canonical) }
        let limits = loader.limits
        if bytes.count > limits.maxFileSize {
            isIncomplete = true
            diagnostics.append(
                .error(
                    MessageText(.loadFileTooLarge, parts: ["limit": JSONReader.sizeText(limits.maxFileSize)]),
                    at: SourceLocation(file: display, line: 1, column: 1)))
            return nil
        }
        let root: JSONNode
        do throws(JSONSyntaxError) {
            let reader = JSONReader(maxBytes: limits.maxFileSize, maxDepth: limits.maxDepth, maxValues: limits.maxValues)
            root = try reader.read(bytes)
        } catch {
            isIncomplete = true
            diagnostics.append(
                .error(
                    error.text ?? MessageText(.loadName, ["name": error.message]),
                    at: SourceLocation(file: display, line: error.line, column: error.column)))
            return nil
        }
        var decoder = FlowDecoder(
            file: display, plugins: loader.plugins, maxStepsPerFlow: limits.maxStepsPerFlow, language: loader.language)
        decoder.patterns = patterns
        flows.append(contentsOf: decoder.decodeFile(root))
        patterns = decoder.patterns
        diagnostics.append(contentsOf: decoder.diagnostics)
        return decoder
    }

    /// Follows the `imports` the decoder of the file `display` found.
    private mutating func followImports(of decoder: FlowDecoder, display: String, canonical: String?) {
        if let canonical { chain.append((canonical, display)) }
        for request in decoder.imports {
            followImport(
                request.path, at: request.location, jsonPath: request.jsonPath, from: display, canonical: canonical)
        }
        if canonical != nil { chain.removeLast() }
    }

    /// Resolves one `imports` entry and loads it unless already loaded; every refusal is an
    /// error at the import string.
    private mutating func followImport(
        _ importPath: String, at location: SourceLocation, jsonPath: String, from display: String, canonical: String?
    ) {
        func fail(_ key: MessageKey, _ arguments: [String: String] = [:], parts: [String: MessageText] = [:]) {
            let message = MessageText(key, arguments, parts: parts)
            isIncomplete = true
            diagnostics.append(.error(message, at: location, path: jsonPath))
        }
        let quotedImport = quoted(importPath)
        if importPath.isEmpty { return fail(.loadImportEmpty) }
        if importPath.hasPrefix("/") { return fail(.loadImportAbsolute, ["path": quotedImport]) }
        if importPath.unicodeScalars.contains("\0") {
            return fail(.loadImportNUL, ["path": quoted(importPath.replacing("\0", with: "\\0"))])
        }
        if importPath.hasSuffix("/") { return fail(.loadImportEndsWithSlash, ["path": quotedImport]) }
        let lastComponent = importPath.split(separator: "/").last
        if lastComponent == "." || lastComponent == ".." { return fail(.loadImportNamesFolder, ["path": quotedImport]) }
        guard let canonical, let rootFolder else {
            return fail(.loadImportUnresolvable, ["path": quotedImport, "file": quoted(display)])
        }
        let lexical = PathSyntax.join(PathSyntax.folder(of: canonical), importPath)
        if !PathSyntax.isInside(lexical, folder: rootFolder) { return fail(.loadImportLeavesRoot, ["path": quotedImport]) }
        let importDisplay = PathSyntax.join(PathSyntax.folder(of: display), importPath)
        guard let resolved = loader.fileSystem.canonicalPath(lexical) else {
            return fail(.loadImportMissing, ["file": quoted(importDisplay)])
        }
        if !PathSyntax.isInside(resolved, folder: rootFolder) {
            return fail(.loadImportResolvesOutside, ["path": quotedImport, "resolved": quoted(resolved)])
        }
        if resolved == rootFolder { return fail(.loadImportRootFolder, ["path": quotedImport]) }
        if let start = chain.firstIndex(where: { $0.canonical == resolved }) {
            let names = chain[start...].map(\.display) + [importDisplay]
            return fail(.loadImportCycle, ["files": names.map(quoted).joined(separator: " → ")])
        }
        if loaded.contains(resolved) { return }
        do {
            // Read beneath the root folder's descriptor: a folder swapped for a symbolic
            // link after the check above cannot lead the read outside it.
            let relative = String(resolved.dropFirst(rootFolder == "/" ? 1 : rootFolder.count + 1))
            let bytes = try loader.fileSystem.readFile(relative, beneath: rootFolder, followsLinksInside: true)
            loadFile(bytes: bytes, display: importDisplay, canonical: resolved)
        } catch {
            fail(.loadImportUnreadable, ["file": quoted(importDisplay)], parts: ["reason": FlowLoader.describe(error)])
        }
    }

    /// Runs the checks, sorts the diagnostics and builds the catalog when error-free.
    func finish() -> LoadResult {
        let root = flows.first
        let catalog = DecodedCatalog(
            flows: flows, rootID: root?.hasID == true ? root?.flow.id : nil, plugins: loader.plugins,
            isIncomplete: isIncomplete)
        var all = diagnostics + runChecks(catalog, checksEnvironmentNames: loader.checksEnvironmentNames)
        var fileOrder: [String: Int] = [:]
        for (i, file) in sourceFiles.enumerated() where fileOrder[file.path] == nil { fileOrder[file.path] = i }
        all = all.enumerated().sorted { a, b in
            let (x, y) = (a.element.location, b.element.location)
            let (fx, fy) = (fileOrder[x.file] ?? Int.max, fileOrder[y.file] ?? Int.max)
            if fx != fy { return fx < fy }
            if x.file != y.file { return x.file < y.file }
            if x.line != y.line { return x.line < y.line }
            if x.column != y.column { return x.column < y.column }
            return a.offset < b.offset
        }.map(\.element)
        var result = LoadResult(catalog: nil, diagnostics: all, sourceFiles: sourceFiles)
        if !result.hasErrors, let rootID = catalog.rootID {
            var byID: [FlowID: Flow] = [:]
            for decoded in flows where byID[decoded.flow.id] == nil { byID[decoded.flow.id] = decoded.flow }
            result.catalog = FlowCatalog(rootID: rootID, flows: byID)
        }
        return result
    }
}
