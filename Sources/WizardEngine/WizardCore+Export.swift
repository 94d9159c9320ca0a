// WizardEngine is the one library an embedding program imports: it re-exports the pure core
// (WizardCore, which depends on nothing: docs/architecture.md), so `import WizardEngine` gives the
// model, loader, engine and coordinator as well as the drivers, IO and tools around them.
@_exported import WizardCore
