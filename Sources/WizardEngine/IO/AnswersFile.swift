/// Reads an answers file (docs/cli.md): a JSON object shaped like the output, where a value
/// may be a reference `{"$env": "NAME"}` or `{"$file": "PATH"}` instead of a literal.
package enum AnswersFile {
    /// Why an answers file could not be used. Messages name references, never their values.
    package struct ReadError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The message saying what is wrong.
        package var key: MessageKey
        /// The values of its placeholders: `{place}` (`FILE:LINE:COL`), `{file}`, `{reason}`...
        package var arguments: [String: String]

        /// Creates an error.
        ///
        /// - Parameters:
        ///   - key: the message saying what is wrong.
        ///   - arguments: the values of its placeholders.
        package init(_ key: MessageKey, _ arguments: [String: String] = [:]) {
            self.key = key
            self.arguments = arguments
        }

        /// One line in English: file, position, what is wrong (the caller adds `wizard: error: `).
        package var description: String { sentence(.english) }

        /// One line in the language of `messages`.
        package func sentence(_ messages: Messages) -> String { messages.text(key, arguments) }
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
            return .failure(ReadError(.answersUnresolved, ["place": contents.unresolvedPlaces[first.key] ?? "", "reason": first.value]))
        }
    }

    /// Reads and parses an answers file and resolves its references; a reference that cannot
    /// be resolved is set aside with its reason, so that only a run that uses its answer fails.
    ///
    /// - Parameters:
    ///   - path: the answers file.
    ///   - variables: the environment, for `$env`.
    ///   - fileSystem: where files are read.
    ///   - messages: the language the reasons of unresolved references are worded in.
    /// - Returns: the answers and the unresolved references, or why the file cannot be used
    ///   (unreadable, not JSON, not an object).
    package static func read(
        contentsOf path: String, variables: [String: String], fileSystem: some FlowFileSystem = LocalFileSystem(),
        messages: Messages = .english
    ) -> Result<Contents, ReadError> {
        let shown = TerminalText.escape(path)
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.readFile(path)
        } catch {
            return .failure(ReadError(.answersCannotRead, ["file": shown, "reason": FlowFileError.reason(of: error).rendered(messages)]))
        }
        let node: JSONNode
        do {
            node = try JSONReader().read(bytes)
        } catch {
            return .failure(
                ReadError(
                    .answersNotJSON,
                    ["place": "\(shown):\(error.line):\(error.column)", "reason": error.text?.rendered(messages) ?? error.message]))
        }
        guard node.members != nil else {
            return .failure(
                ReadError(
                    .answersNotObject, ["place": "\(shown):\(node.line):\(node.column)", "found": node.summaryText.rendered(messages)]))
        }
        let folder = path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) : "."
        let context = Context(file: shown, folder: folder, variables: variables, fileSystem: fileSystem, messages: messages)
        var unresolved: [String: (place: String, reason: String)] = [:]
        var bytesLeft = Self.referencedBytesLimit
        let value = context.resolve(node, path: "", unresolved: &unresolved, bytesLeft: &bytesLeft) ?? .object([:])
        return .success(
            Contents(
                value: value, unresolvedReferences: unresolved.mapValues(\.reason), unresolvedPlaces: unresolved.mapValues(\.place)))
    }

    /// The most bytes the references of one answers file may bring in, all together: a file
    /// or a variable named a thousand times is read a thousand times. The reference that
    /// passes it, and every one after it in the file, are refused.
    static let referencedBytesLimit = 16 * 1024 * 1024

    struct Context<FS: FlowFileSystem> {
        let file: String
        let folder: String
        let variables: [String: String]
        let fileSystem: FS
        let messages: Messages

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
                        let full = error.sentence(messages)
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
            let limit = "\(AnswersFile.referencedBytesLimit / (1024 * 1024)) MiB"
            let tooLarge = Result<AnswerValue, ReadError>.failure(
                ReadError(.answersReferencesTooLarge, ["place": place, "kind": kind, "limit": limit]))
            // Once one reference passed the limit, no later one is read: a large file named
            // thousands of times would otherwise be read thousands of times to be refused.
            guard bytesLeft >= 0 else { return tooLarge }
            let read = referenced(kind, target, place: place)
            guard case .success(.string(let text)) = read else { return read }
            guard text.utf8.count <= bytesLeft else {
                bytesLeft = -1
                return tooLarge
            }
            bytesLeft -= text.utf8.count
            return read
        }

        private func referenced(_ kind: String, _ target: JSONNode, place: String) -> Result<AnswerValue, ReadError> {
            guard let name = target.stringValue, !name.isEmpty else {
                return .failure(ReadError(.answersReferenceNotString, ["place": place, "kind": kind]))
            }
            let shownName = TerminalText.escape(name)
            let reference = "{\"\(kind)\": \"\(shownName)\"}"
            func failure(_ key: MessageKey, _ more: [String: String] = [:]) -> Result<AnswerValue, ReadError> {
                .failure(ReadError(key, ["place": place, "reference": reference, "name": shownName].merging(more) { $1 }))
            }
            if kind == "$env" {
                guard let value = variables[name] else {
                    return failure(.answersEnvUnset)
                }
                return .success(.string(value))
            }
            let path = name.hasPrefix("/") ? name : folder + "/" + name
            guard let root = fileSystem.canonicalPath(folder), let resolved = fileSystem.canonicalPath(path) else {
                return failure(.answersFileMissing)
            }
            if resolved == root {
                return failure(.answersFileDirectory)
            }
            guard resolved.hasPrefix(root == "/" ? "/" : root + "/") else {
                return failure(.answersFileOutside)
            }
            do {
                // Read beneath the folder's descriptor: a folder swapped for a symbolic link
                // after the check above cannot lead the read outside it.
                let relative = String(resolved.dropFirst(root == "/" ? 1 : root.count + 1))
                var bytes = try fileSystem.readFile(relative, beneath: root, followsLinksInside: true)
                if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
                return .success(.string(String(decoding: bytes, as: UTF8.self)))
            } catch {
                return failure(.answersFileUnreadable, ["reason": FlowFileError.reason(of: error).rendered(messages)])
            }
        }
    }
}
