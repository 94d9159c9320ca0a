/// Namespace of the loader's test suites, so `swift test --filter Loading` selects them.
enum Loading {}
