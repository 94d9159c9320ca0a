/// `validate.plugin` names a registered validator (SPEC §3.4).
func checkValidatorPlugins(_ catalog: DecodedCatalog) -> [Diagnostic] {
    let known = catalog.plugins.validators.keys.sorted()
    var out: [Diagnostic] = []
    for decoded in catalog.flows {
        for (step, source) in zip(decoded.flow.steps, decoded.steps) {
            guard let name = step.validation.plugin, catalog.plugins.validators[name] == nil,
                let node = source.node("validate", "plugin")
            else { continue }
            out.append(
                .error(
                    "unknown validator plugin \(quoted(name))", at: node.location(in: decoded.file),
                    path: source.path("validate.plugin"), suggestion: didYouMean(name, among: known)))
        }
    }
    return out
}

/// Expressions and templates call only known functions (SPEC §3.5).
func checkExpressionFunctions(_ catalog: DecodedCatalog) -> [Diagnostic] {
    let known = catalog.plugins.functions.names
    var out: [Diagnostic] = []
    for decoded in catalog.flows {
        for source in decoded.steps {
            for site in source.expressions {
                for call in site.functions where !known.contains(call.name) {
                    out.append(
                        .error(
                            "unknown function \(quoted(call.name)) (column \(call.column) of the \(site.noun))",
                            at: site.node.location(in: decoded.file, scalarOffset: call.column - 1), path: site.path,
                            suggestion: didYouMean(call.name, among: known)))
                }
            }
        }
    }
    return out
}
