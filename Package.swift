// swift-tools-version:6.2
import PackageDescription

// Release builds of `wizard` on Linux are one static executable: no dynamic linking and
// fewer pages to map at start, which halves the time to the first prompt (docs/architecture.md
// says what it trades). lld links it: the default linker warns about the glibc functions
// that load shared libraries at run time, which readline's `~user` expansion calls. `tinfo`
// is named because readline's static archive does not name it. The benchmark links the
// Swift runtime statically.
let linuxRelease = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
let staticExecutableInRelease: [LinkerSetting] = [
    .unsafeFlags(["-static-executable", "-use-ld=lld"], linuxRelease),
    .linkedLibrary("tinfo", linuxRelease),
]
let staticRuntimeInRelease: [LinkerSetting] = [.unsafeFlags(["-static-stdlib"], linuxRelease)]
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
        // on nothing, so it cannot reach file, terminal or process code (docs/architecture.md).
        .target(name: "WizardCore"),
        // openat2(2) for confinement to a folder, which Swift cannot call through syscall(2).
        .systemLibrary(name: "CSystemCall"),
        .target(
            name: "WizardEngine",
            dependencies: ["WizardCore", "CSystemCall"],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        .target(name: "WizardReadline", dependencies: ["WizardEngine", "CReadline"]),
        // What only the `wizard` executable needs, kept out of the library embedders link: the
        // cookiecutter/Copier importer and the tools `check`, `graph`, `schema` and `template`.
        .target(name: "WizardImport", dependencies: ["WizardEngine"]),
        .target(name: "WizardTools", dependencies: ["WizardEngine"]),
        .executableTarget(
            name: "wizard", dependencies: ["WizardEngine", "WizardReadline", "WizardImport", "WizardTools"],
            linkerSettings: staticExecutableInRelease),
        .executableTarget(
            name: "wizard-bench", dependencies: ["WizardEngine"], path: "Benchmarks/wizard-bench",
            linkerSettings: staticRuntimeInRelease),
        // The embedding example: only WizardEngine, never readline.
        .executableTarget(name: "embedding-demo", dependencies: ["WizardEngine"], path: "Examples/embedding-demo"),
        // Helpers both test targets share: seeded randomness, JSON values and readers.
        .target(name: "WizardTestSupport", dependencies: ["WizardCore"], path: "Tests/WizardTestSupport"),
        .testTarget(
            name: "WizardEngineTests",
            dependencies: ["WizardEngine", "WizardCore", "WizardImport", "WizardTools", "WizardTestSupport"]),
        .systemLibrary(name: "CChildProcess", path: "Tests/CChildProcess"),
        .testTarget(
            name: "WizardEndToEndTests",
            dependencies: ["WizardEngine", "WizardImport", "WizardTools", "CChildProcess", "WizardTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
