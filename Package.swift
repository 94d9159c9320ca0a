// swift-tools-version:6.2
import PackageDescription

// Release builds of the command-line tools link the Swift runtime statically on Linux: no
// symbol binding against the shared runtime at start, so the first prompt comes sooner and
// less memory is resident (Benchmarks/README.md). Only executables carry the flag; the
// libraries other packages depend on carry none (tools version 6.2 lets dependents use a
// package whose *other* targets have unsafe flags).
let staticRuntimeInRelease: [LinkerSetting] = [
    .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))
]

let package = Package(
    name: "wizard",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "WizardEngine", targets: ["WizardEngine"]),
        .library(name: "WizardReadline", targets: ["WizardReadline"]),
        .executable(name: "wizard", targets: ["wizard"]),
        .executable(name: "embedding-demo", targets: ["embedding-demo"]),
    ],
    targets: [
        // GNU readline (GPL-3.0). Only WizardReadline links it; see README "Licence".
        // No `pkgConfig:` on purpose: Debian's readline.pc carries -D flags SwiftPM rejects.
        .systemLibrary(
            name: "CReadline",
            providers: [.apt(["libreadline-dev"]), .brew(["readline"])]
        ),
        // The pure core: model, loading, expressions, navigation, engine, coordinator. It depends
        // on nothing, so it cannot reach file, terminal or process code (docs/design.md).
        .target(name: "WizardCore"),
        .target(
            name: "WizardEngine",
            dependencies: ["WizardCore"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(name: "WizardReadline", dependencies: ["WizardEngine", "CReadline"]),
        .executableTarget(
            name: "wizard", dependencies: ["WizardEngine", "WizardReadline"],
            linkerSettings: staticRuntimeInRelease),
        .executableTarget(name: "wizard-bench", dependencies: ["WizardEngine"], linkerSettings: staticRuntimeInRelease),
        // The embedding example: only WizardEngine, never readline.
        .executableTarget(name: "embedding-demo", dependencies: ["WizardEngine"]),
        .testTarget(name: "WizardEngineTests", dependencies: ["WizardEngine", "WizardCore"]),
        .testTarget(name: "WizardEndToEndTests", dependencies: ["WizardEngine"]),
    ],
    swiftLanguageModes: [.v6]
)
