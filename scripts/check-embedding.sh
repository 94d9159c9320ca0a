#!/usr/bin/env bash
# Checks that a new package that depends on this one by path can
# `import WizardEngine` and links no readline. Builds a throwaway package in a temporary
# folder, runs it, and checks the binary with ldd and nm. Exit 0 when it holds.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/embedder"
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "embedder",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "$root")],
    targets: [.executableTarget(name: "embedder", dependencies: [.product(name: "WizardEngine", package: "$(basename "$root")")])]
)
SWIFT
cat > "$work/Sources/embedder/main.swift" <<'SWIFT'
import WizardEngine
let loaded = FlowLoader().load(string: #"{"id": "f", "steps": [{"id": "n", "type": "text", "prompt": "N"}]}"#)
if let catalog = loaded.catalog {
    let engine = Engine(catalog: catalog)
    var state = WizardState()
    var driver = ScriptedDriver(lines: ["ada"])
    var log = WizardRunner.Log()
    _ = WizardRunner(engine: engine, renderer: PromptRenderer(usesColor: false)).run(driver: &driver, state: &state, log: &log)
    print(engine.answers(of: state).jsonText(pretty: false))
} else {
    print(DiagnosticRenderer.render(loaded.diagnostics))
}
SWIFT
# Own scratch folder so the check never touches the package's .build.
swift build --package-path "$work" --scratch-path "$work/.build" 2>&1 | tail -n 1
bin="$work/.build/debug/embedder"
out="$("$bin")"
[ "$out" = '{"n":"ada"}' ] || { echo "embedder printed '$out'" >&2; exit 1; }
if ldd "$bin" | grep -i readline; then echo "embedder links readline" >&2; exit 1; fi
if nm "$bin" | grep -iE " (U|T) (_?rl_|_?readline)"; then echo "embedder has readline symbols" >&2; exit 1; fi
echo "ok: WizardEngine embedded by path, no readline linked"
