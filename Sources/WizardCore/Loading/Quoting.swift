/// Text from a file in single quotes for a message: cut to 60 Unicode scalars (`...` marks
/// the cut), otherwise as it is.
///
/// The core keeps untrusted text raw; whatever prints a message escapes it for the
/// terminal (`TerminalText` in the drivers), and machine-readable output carries it with
/// its own format's escaping.
///
/// - Returns: `'TEXT'`, or `'FIRST-57-SCALARS...'` for a longer text.
package func quoted(_ text: String) -> String {
    let limit = 60
    var scalars = text.unicodeScalars.prefix(limit + 1).map { $0 }
    var suffix = ""
    if scalars.count > limit {
        scalars = Array(scalars.prefix(limit - 3))
        suffix = "..."
    }
    var cut = ""
    cut.unicodeScalars.append(contentsOf: scalars)
    return "'" + cut + suffix + "'"
}
