#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The names in a folder, read with `opendir(3)` and `readdir(3)`.
package enum DirectoryListing {
    /// Every name in `folder`, `.` and `..` included, in `readdir` order.
    ///
    /// - Parameter folder: the folder's path, absolute or relative to the current directory.
    /// - Returns: the names, or an empty array when `opendir` fails (no such folder, not a
    ///   folder, no permission).
    package static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            // Read the name in place: a dirent record is only as long as its name, so
            // copying the whole 256-byte `d_name` field reads past the record.
            let name = withUnsafePointer(to: &entry.pointee.d_name) { field in
                field.withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
            }
            names.append(name)
        }
        return names
    }
}
