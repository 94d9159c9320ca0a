/// Reads an answers file (docs/cli.md): a JSON object shaped like the output, where a value
/// may be a reference `{"$env": "NAME"}` or `{"$file": "PATH"}` instead of a literal.
package enum AnswersFile {
    /// Why an answers file could not be used. Messages name references, never their values.
    package struct ReadError: Error, Equatable, Sendable, CustomStringConvertible {
        /// One line: file, position, what is wrong (the caller adds `wizard: error: `).
        package var description: String

        /// Creates an error.
        ///
        /// - Parameter description: one line: file, position, what is wrong.
        package init(description: String) { self.description = description }
    }

    /// An answers file read with its references resolved where they can be.
    package struct Contents: Sendable, Equatable {
        /// The answers; a reference that cannot be resolved is left out.
        package var value: AnswerValue
        /// Why each reference left out cannot be resolved, by the answer path where it stands
        /// (`database.password`); an error only for an answer a run uses (`AnswerSources`).
        package var unresolvedReferences: [String: String]
        /// Where each unresolved reference stands (`FILE:LINE:COL`), by the same paths.
        package var unresolvedPlaces: [String: String]
    }

    /// Reads and parses an answers file and resolves its references, failing at the first one
    /// that cannot be resolved.
    ///
    /// - Parameters:
    ///   - path: the answers file.
    ///   - variables: the environment, for `$env`.
    ///   - fileSystem: where files are read.
    /// - Returns: the answers as a value, or the reason they cannot be used.
    package static func read(
        _ path: String, variables: [String: String], fileSystem: some FlowFileSystem = LocalFileSystem()
    ) -> Result<AnswerValue, ReadError> {
        read(contentsOf: path, variables: variables, fileSystem: fileSystem).flatMap { contents in
            guard let first = contents.unresolvedReferences.sorted(by: { $0.key < $1.key }).first else {
                return .success(contents.value)
            }
            return .failure(ReadError(description: (contents.unresolvedPlaces[first.key] ?? "") + ": " + first.value))
        }
    }

    /// Reads and parses an answers file and resolves its references; a reference that cannot
    /// be resolved is set aside with its reason, so that only a run that uses its answer fails.
    ///
    /// - Parameters:
    ///   - path: the answers file.
    ///   - variables: the environment, for `$env`.
    ///   - fileSystem: where files are read.
    /// - Returns: the answers and the unresolved references, or why the file cannot be used
    ///   (unreadable, not JSON, not an object).
    package static func read(
        contentsOf path: String, variables: [String: String], fileSystem: some FlowFileSystem = LocalFileSystem()
    ) -> Result<Contents, ReadError> {
        let shown = TerminalText.escape(path)
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.readFile(path)
        } catch {
            return .failure(ReadError(description: "cannot read the answers file \(shown): \(error)"))
        }
        let node: JSONNode
        do {
            node = try JSONReader().read(bytes)
        } catch {
            return .failure(ReadError(description: "\(shown):\(error.line):\(error.column): \(error.message)"))
        }
        guard node.members != nil else {
            return .failure(
                ReadError(description: "\(shown):\(node.line):\(node.column): an answers file must be a JSON object, found \(node.summary)")
            )
        }
        let folder = path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) : "."
        let context = Context(file: shown, folder: folder, variables: variables, fileSystem: fileSystem)
        var unresolved: [String: (place: String, reason: String)] = [:]
        var bytesLeft = Self.referencedBytesLimit
        let value = context.resolve(node, path: "", unresolved: &unresolved, bytesLeft: &bytesLeft) ?? .object([:])
        return .success(
            Contents(
                value: value, unresolvedReferences: unresolved.mapValues(\.reason), unresolvedPlaces: unresolved.mapValues(\.place)))
    }

    /// The most bytes the references of one answers file may bring in, all together: a file
    /// or a variable named a thousand times is read a thousand times.
    static let referencedBytesLimit = 16 * 1024 * 1024

    struct Context<FS: FlowFileSystem> {
        let file: String
        let folder: String
        let variables: [String: String]
        let fileSystem: FS

        /// The value at `path` with its references resolved; nil for a reference that cannot be
        /// (its reason recorded in `unresolved`). An array keeps such an item as `null`, so the
        /// indexes of the others stay.
        func resolve(
            _ node: JSONNode, path: String, unresolved: inout [String: (place: String, reason: String)], bytesLeft: inout Int
        ) -> AnswerValue? {
            switch node.value {
            case .array(let items):
                var out: [AnswerValue] = []
                out.reserveCapacity(items.count)
                for (index, item) in items.enumerated() {
                    out.append(resolve(item, path: join(path, String(index)), unresolved: &unresolved, bytesLeft: &bytesLeft) ?? .null)
                }
                return .array(out)
            case .object(let members):
                if members.count == 1, let member = members.first, member.key == "$env" || member.key == "$file" {
                    switch reference(member.key, member.value, at: node, bytesLeft: &bytesLeft) {
                    case .success(let value): return value
                    case .failure(let error):
                        let place = "\(file):\(node.line):\(node.column)"
                        let full = error.description
                        let reason = full.hasPrefix(place + ": ") ? String(full.dropFirst(place.count + 2)) : full
                        unresolved[path] = (place, reason)
                        return nil
                    }
                }
                var out: [String: AnswerValue] = [:]
                out.reserveCapacity(members.count)
                for member in members {
                    if let value = resolve(member.value, path: join(path, member.key), unresolved: &unresolved, bytesLeft: &bytesLeft) {
                        out[member.key] = value
                    }
                }
                return .object(out)
            default:
                return node.toAnswerValue()
            }
        }

        func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }

        func reference(
            _ kind: String, _ target: JSONNode, at node: JSONNode, bytesLeft: inout Int
        ) -> Result<AnswerValue, ReadError> {
            let place = "\(file):\(node.line):\(node.column)"
            let read = referenced(kind, target, place: place)
            guard case .success(.string(let text)) = read else { return read }
            guard text.utf8.count <= bytesLeft else {
                let limit = "\(AnswersFile.referencedBytesLimit / (1024 * 1024)) MiB"
                let reason = "the references of an answers file bring in at most \(limit) in all (the limit)"
                return .failure(ReadError(description: "\(place): \(kind): \(reason)"))
            }
            bytesLeft -= text.utf8.count
            return read
        }

        private func referenced(_ kind: String, _ target: JSONNode, place: String) -> Result<AnswerValue, ReadError> {
            guard let name = target.stringValue, !name.isEmpty else {
                return .failure(ReadError(description: "\(place): \(kind) needs a non-empty string"))
            }
            let shownName = TerminalText.escape(name)
            if kind == "$env" {
                guard let value = variables[name] else {
                    return .failure(
                        ReadError(description: "\(place): {\"$env\": \"\(shownName)\"}: the environment variable \(shownName) is not set"))
                }
                return .success(.string(value))
            }
            let path = name.hasPrefix("/") ? name : folder + "/" + name
            guard let root = fileSystem.canonicalPath(folder), let resolved = fileSystem.canonicalPath(path) else {
                return .failure(ReadError(description: "\(place): {\"$file\": \"\(shownName)\"}: no such file"))
            }
            if resolved == root {
                return .failure(ReadError(description: "\(place): {\"$file\": \"\(shownName)\"}: it is a directory, not a regular file"))
            }
            guard resolved.hasPrefix(root == "/" ? "/" : root + "/") else {
                return .failure(
                    ReadError(description: "\(place): {\"$file\": \"\(shownName)\"}: the file is outside the answers file's folder"))
            }
            do {
                // Read beneath the folder's descriptor: a folder swapped for a symbolic link
                // after the check above cannot lead the read outside it.
                let relative = String(resolved.dropFirst(root == "/" ? 1 : root.count + 1))
                var bytes = try fileSystem.readFile(relative, beneath: root, followsLinksInside: true)
                if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
                return .success(.string(String(decoding: bytes, as: UTF8.self)))
            } catch {
                return .failure(ReadError(description: "\(place): {\"$file\": \"\(shownName)\"}: cannot read the file: \(error)"))
            }
        }
    }
}
