/// Path arithmetic on `/`-separated strings, with no file-system access.
package enum PathSyntax {
    /// `path` with empty and `.` components removed and `..` applied.
    ///
    /// - Parameter path: an absolute or relative path.
    /// - Returns: the normalized path; `.` for an empty result, and a relative path that
    ///   climbs above its start keeps its leading `..` components.
    /// - Complexity: O(*n*) in the length of `path`.
    package static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !isAbsolute {
                    parts.append(part)
                }
            default: parts.append(part)
            }
        }
        let joined = parts.map(String.init).joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The folder of `path`.
    ///
    /// - Parameter path: a file's path.
    /// - Returns: everything before the last `/` (`a/b.json` → `a`, `b.json` → `.`,
    ///   `/b.json` → `/`).
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// `relative` resolved against `folder`.
    ///
    /// - Parameters:
    ///   - folder: the folder to start from; `.` for the current one.
    ///   - relative: the path to resolve.
    /// - Returns: the joined path, normalized (`.` folders vanish).
    package static func join(_ folder: String, _ relative: String) -> String {
        if folder == "." { return normalize(relative) }
        return normalize(folder + "/" + relative)
    }

    /// Whether `path` is `folder` itself or lies under it.
    ///
    /// - Parameters:
    ///   - path: a normalized absolute path.
    ///   - folder: a normalized absolute folder.
    /// - Returns: true for `folder` itself and anything beneath it.
    package static func isInside(_ path: String, folder: String) -> Bool {
        if folder == "/" { return path.hasPrefix("/") }
        return path == folder || path.hasPrefix(folder + "/")
    }
}
