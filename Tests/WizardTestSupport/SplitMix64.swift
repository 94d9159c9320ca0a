import Foundation

/// A tiny seedable random number generator (SplitMix64, Steele, Lea & Flood 2014) for
/// reproducible property-style tests.
///
/// The same seed gives the same sequence on every platform and every run, which
/// `SystemRandomNumberGenerator` does not. Each test owns its generator (no global
/// state), so Swift Testing may run property tests in parallel. Not for cryptography.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// Makes a generator whose whole sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// Returns the next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The seeds a property test runs: `defaultRange`, unless the environment variable
    /// `WIZARD_SEED` holds seeds to reproduce a failure with (`WIZARD_SEED=1234` or a
    /// comma-separated list such as `WIZARD_SEED=7,1234`).
    ///
    /// An unreadable `WIZARD_SEED` gives no seeds, so the caller's "ran no seed" check
    /// fails loudly instead of silently testing the defaults.
    public static func seeds(defaultRange: Range<UInt64>) -> [UInt64] {
        guard let text = ProcessInfo.processInfo.environment["WIZARD_SEED"] else {
            return Array(defaultRange)
        }
        let parsed = text.split(separator: ",").map {
            UInt64($0.trimmingCharacters(in: .whitespaces))
        }
        return parsed.contains(nil) ? [] : parsed.compactMap { $0 }
    }
}
