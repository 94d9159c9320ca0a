import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// The slots of running plugins' process groups, read without a lock by the signal deadline
/// (an aligned 32-bit load is whole on every platform Swift runs on); 0 is a free slot.
nonisolated(unsafe) private let groupSlots: UnsafeMutablePointer<pid_t> = {
    let slots = UnsafeMutablePointer<pid_t>.allocate(capacity: PluginProcessGroups.capacity)
    slots.initialize(repeating: 0, count: PluginProcessGroups.capacity)
    return slots
}()

/// Guards writes to the slots, and whether the exit handler is installed.
private let groupLock = Mutex(false)

/// Every plugin runs in a process group of its own, so that it and whatever it started end
/// with the run: on a normal exit (`exit(3)`) each group gets SIGTERM, then SIGKILL after a
/// grace of `graceMilliseconds`; when a signal cuts a busy run short (`Signals`), each
/// group gets SIGKILL before the process ends.
package enum PluginProcessGroups {
    /// The most plugins tracked at once (a flow rarely runs more than a few).
    static let capacity = 64
    /// How long plugins get to end after SIGTERM at exit before they are killed.
    package static let graceMilliseconds = 100

    /// Tracks the group of a plugin just started (its leader's pid); installs the exit
    /// handler the first time.
    static func track(_ group: pid_t) {
        groupLock.withLock { isInstalled in
            if !isInstalled {
                isInstalled = true
                atexit { PluginProcessGroups.endAll() }
            }
            for slot in 0..<capacity where groupSlots[slot] == 0 {
                groupSlots[slot] = group
                return
            }
        }
    }

    /// Forgets a group whose leader is about to be reaped (its id may then be reused).
    static func forget(_ group: pid_t) {
        groupLock.withLock { _ in
            for slot in 0..<capacity where groupSlots[slot] == group { groupSlots[slot] = 0 }
        }
    }

    /// Ends every tracked group: SIGTERM, a grace while any leader still runs, then SIGKILL,
    /// and reaps the leaders.
    static func endAll() {
        let groups = groupLock.withLock { _ in (0..<capacity).map { groupSlots[$0] }.filter { $0 > 0 } }
        guard !groups.isEmpty else { return }
        for group in groups { kill(-group, SIGTERM) }
        for _ in 0..<(graceMilliseconds / 5) {
            if groups.allSatisfy(PluginProcess.hasExited) { break }
            usleep(5_000)
        }
        for group in groups {
            kill(-group, SIGKILL)
            forget(group)
            var status: Int32 = 0
            _ = waitpid(group, &status, 0)
        }
    }

    /// Allocates the slots now: a first use inside the deadline's handler would allocate
    /// there, and a main thread interrupted inside `malloc` then aborts.
    static func allocateSlots() {
        _ = groupSlots
    }

    /// Kills every tracked group at once; async-signal-safe (no lock, no allocation), for
    /// the signal deadline's handler just before the process ends.
    static func killAllNow() {
        for slot in 0..<capacity {
            let group = groupSlots[slot]
            if group > 0 { kill(-group, SIGKILL) }
        }
    }
}
