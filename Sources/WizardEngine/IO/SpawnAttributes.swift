#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// Sets spawn attributes so a child starts with no blocked signal and the default action for
/// each of `signals`, whatever this process set up for its own terminal handling
/// (`posix_spawnattr_setsigmask`, `posix_spawnattr_setsigdefault`, `posix_spawnattr_setflags`).
///
/// - Parameters:
///   - attributes: attributes already made by `posix_spawnattr_init`.
///   - signals: the signals whose default action the child gets back.
///   - flags: further `POSIX_SPAWN_*` flags the caller has prepared attributes for.
func resetSignals(in attributes: inout posix_spawnattr_t, defaults signals: [Int32], flags: Int32 = 0) {
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in signals { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | flags))
}
