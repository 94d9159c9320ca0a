/// A flow holds at most 100,000 steps (SPEC §11).
func checkStepLimit(_ catalog: DecodedCatalog) -> [Diagnostic] {
    catalog.flows.compactMap { decoded in
        let count = decoded.node["steps"]?.elements?.count ?? 0
        guard count > catalog.maxStepsPerFlow, let node = decoded.node["steps"] else { return nil }
        return .error(
            "flow \(quoted(decoded.flow.id.rawValue)) has \(count) steps, more than the limit of \(catalog.maxStepsPerFlow)",
            at: node.location(in: decoded.file), path: decoded.path("steps"))
    }
}
