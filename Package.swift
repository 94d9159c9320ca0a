// swift-tools-version:6.0
import PackageDescription

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
        .target(
            name: "WizardEngine",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(name: "WizardReadline", dependencies: ["WizardEngine", "CReadline"]),
        .executableTarget(name: "wizard", dependencies: ["WizardEngine", "WizardReadline"]),
        .executableTarget(name: "wizard-bench", dependencies: ["WizardEngine"]),
        // The embedding example (issue 6): only WizardEngine, never readline.
        .executableTarget(name: "embedding-demo", dependencies: ["WizardEngine"]),
        .testTarget(name: "WizardEngineTests", dependencies: ["WizardEngine"]),
        .testTarget(name: "WizardEndToEndTests", dependencies: ["WizardEngine"]),
    ],
    swiftLanguageModes: [.v6]
)
