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

    /// Reads and parses an answers file and resolves its references.
    ///
    /// - Parameters:
    ///   - path: the answers file.
    ///   - variables: the environment, for `$env`.
    ///   - fileSystem: where files are read.
    /// - Returns: the answers as a value, or the reason they cannot be used.
    package static func read(
        _ path: String, variables: [String: String], fileSystem: some FlowFileSystem = LocalFileSystem()
    ) -> Result<AnswerValue, ReadError> {
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
        return context.resolve(node)
    }

    struct Context<FS: FlowFileSystem> {
        let file: String
        let folder: String
        let variables: [String: String]
        let fileSystem: FS

        func resolve(_ node: JSONNode) -> Result<AnswerValue, ReadError> {
            switch node.value {
            case .array(let items):
                var out: [AnswerValue] = []
                out.reserveCapacity(items.count)
                for item in items {
                    switch resolve(item) {
                    case .success(let v): out.append(v)
                    case .failure(let e): return .failure(e)
                    }
                }
                return .success(.array(out))
            case .object(let members):
                if members.count == 1, let member = members.first, member.key == "$env" || member.key == "$file" {
                    return reference(member.key, member.value, at: node)
                }
                var out: [String: AnswerValue] = [:]
                out.reserveCapacity(members.count)
                for member in members {
                    switch resolve(member.value) {
                    case .success(let v): out[member.key] = v
                    case .failure(let e): return .failure(e)
                    }
                }
                return .success(.object(out))
            default:
                return .success(node.toAnswerValue())
            }
        }

        func reference(_ kind: String, _ target: JSONNode, at node: JSONNode) -> Result<AnswerValue, ReadError> {
            let place = "\(file):\(node.line):\(node.column)"
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
                return .failure(ReadError(description: "\(place): {\"$file\": \"\(shownName)\"}: cannot read the file"))
            }
        }
    }
}
