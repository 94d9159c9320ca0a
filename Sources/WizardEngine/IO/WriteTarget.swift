#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// What stands at a path a run is going to write, looked at before the first question so nothing typed
/// is asked for in vain (docs/cli.md, "Files a run writes").
package enum WriteTarget {
    /// What `lstat(2)` finds at a path (a symbolic link is not followed).
    package enum Kind: Equatable, Sendable {
        /// Nothing is there.
        case missing
        case regularFile
        /// Something else: a folder, a symbolic link, a FIFO, a device or a socket, named.
        case other(String)
    }

    /// What is at `path`, without following a symbolic link.
    ///
    /// - Parameter path: the path to look at.
    /// - Returns: `.missing` when nothing is there (or a folder on the way is missing).
    package static func kind(at path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regularFile
        case S_IFDIR: return .other("a folder")
        case S_IFLNK: return .other("a symbolic link")
        case S_IFIFO: return .other("a FIFO")
        case S_IFCHR, S_IFBLK: return .other("a device")
        case S_IFSOCK: return .other("a socket")
        default: return .other("not a regular file")
        }
    }

    /// The folder a file at `path` would be written in.
    ///
    /// - Parameter path: the file's path.
    /// - Returns: everything before the last `/`; `.` for a bare name, `/` for a file at the root.
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Whether `path` names an existing folder (`stat(2)`, following links).
    ///
    /// - Parameter path: the path to look at.
    /// - Returns: false when nothing is there, `stat` fails, or it is not a folder.
    package static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Why a file cannot be written at `path` by replacing it atomically.
    ///
    /// - Parameters:
    ///   - path: the file to be written.
    ///   - messages: the language of the reason.
    /// - Returns: nil when the path is free or holds a regular file; else a short reason
    ///   (`"its folder ... does not exist"`, `"it is a FIFO"`), the path escaped.
    package static func problem(writing path: String, messages: Messages = .english) -> String? {
        if path.isEmpty { return messages.text(.writeEmptyPath) }
        if path.hasSuffix("/") { return messages.text(.writeNamesFolder) }
        let folder = folder(of: path)
        guard isFolder(folder) else { return messages.text(.writeNoFolder, ["folder": TerminalText.escape(folder)]) }
        if access(folder, W_OK) != 0 { return messages.text(.writeFolderUnwritable, ["folder": TerminalText.escape(folder)]) }
        switch kind(at: path) {
        case .missing, .regularFile: return nil
        case .other(let what): return messages.text(.writeNotRegular, ["what": shown(what, messages)])
        }
    }

    /// The kind of file `kind(at:)` names (`a folder`), in the language of `messages`.
    package static func shown(_ what: String, _ messages: Messages) -> String { kindText(what).rendered(messages) }

    /// The kind of file `kind(at:)` names (`a folder`), as a message.
    package static func kindText(_ what: String) -> MessageText {
        let keys: [String: MessageKey] = [
            "a folder": .writeKindFolder, "a symbolic link": .writeKindLink, "a FIFO": .writeKindFIFO,
            "a device": .writeKindDevice, "a socket": .writeKindSocket,
        ]
        return keys[what].map { MessageText($0) } ?? .verbatim(what)
    }

    /// Opens `/dev/null` on any closed standard descriptor, so no file the run opens later takes its number;
    /// standard output gets a read-only one, so writing answers there still fails and is reported.
    package static func occupyClosedStandardDescriptors() {
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", fd == 2 ? O_WRONLY : O_RDONLY)
            if opened >= 0 && opened != fd {
                dup2(opened, fd)
                close(opened)
            }
        }
    }

    /// Ignores SIGPIPE, so writing to a pipe whose reader is gone fails with EPIPE (an
    /// error the run reports, its session kept) instead of killing the process.
    package static func ignoreBrokenPipe() {
        signal(SIGPIPE, SIG_IGN)
    }
}
