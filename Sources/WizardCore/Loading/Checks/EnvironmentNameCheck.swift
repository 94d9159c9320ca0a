/// Warns when two stored answer paths map to one `--format env` name (`db-port` and
/// `db_port` → `DB_PORT`); the warning points at the later step. (Every name is prefixed,
/// so none is a variable the shell reads: the run refuses one a chosen prefix makes so.)
func checkEnvironmentNames(_ catalog: DecodedCatalog) -> [Diagnostic] {
    guard let rootID = catalog.rootID, let root = catalog.index[rootID] else { return [] }
    var walk = EnvironmentNameWalk(catalog: catalog)
    walk.walk(root, prefix: "", depth: 0)
    return walk.out
}
