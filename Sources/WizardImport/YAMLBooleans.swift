/// Which plain scalars read as booleans.
package enum YAMLBooleans: Sendable, Equatable {
    /// `true` and `false` in their three spellings (YAML 1.2 core schema).
    case core
    /// Also `yes`/`no`/`on`/`off`, and floats need a dot (YAML 1.1, as PyYAML, and so Copier, reads them).
    case yaml11
}
