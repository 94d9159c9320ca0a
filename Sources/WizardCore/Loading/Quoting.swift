/// Text from a file in single quotes for a message, cut to 60 scalars.
/// Not escaped: whatever prints the message escapes it.
///
/// - Parameter text: the text to quote.
/// - Returns: `'TEXT'`, or `'FIRST-57-SCALARS...'` for a longer text.
/// - Complexity: O(min(length of `text`, 60)).
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
