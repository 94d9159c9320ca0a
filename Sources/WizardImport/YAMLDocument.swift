import WizardCore

/// One document of a multi-document file: a node, or Copier's `!include PATH`.
package enum YAMLDocument: Sendable {
    case node(JSONNode)
    case include(String, line: Int, column: Int)
}
