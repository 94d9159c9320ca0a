#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive `flock(2)` on `<session>.lock`, so two runs cannot both save a session; the kernel
/// releases it when the process ends. The lock file stays: removing it would let a third run lock a new
/// file.
package final class SessionLock {
    private let fd: Int32

    private init(fd: Int32) { self.fd = fd }

    deinit { _ = close(fd) }

    /// Why a lock was not taken.
    package enum Failure: Error, Equatable {
        /// Another run holds the session.
        case inUse(lockPath: String)
        /// The lock file could not be made or locked (the system's reason, or that it is no regular file).
        case unavailable(reason: MessageText)
    }

    /// Takes the lock without waiting, creating its folder (mode 0700) when needed.
    ///
    /// - Parameter sessionPath: the session file; the lock is the file beside it with `.lock` added.
    /// - Returns: the lock, released when it is deinitialised or the process ends.
    /// - Throws: `.inUse` when another process holds it, `.unavailable` when the lock file cannot be
    ///   opened.
    package static func acquire(sessionPath: String) throws(Failure) -> SessionLock {
        let lockPath = sessionPath + ".lock"
        if let slash = lockPath.lastIndex(of: "/"), slash != lockPath.startIndex {
            try? AtomicFile.makeDirectories(String(lockPath[..<slash]))
        }
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
        guard fd >= 0 else {
            throw .unavailable(reason: FileDescriptorIO.reasonText(errno: errno))
        }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            _ = close(fd)
            throw .unavailable(reason: MessageText(.sessionLockNotRegular))
        }
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            let code = errno
            _ = close(fd)
            if code == EWOULDBLOCK { throw .inUse(lockPath: lockPath) }
            throw .unavailable(reason: FileDescriptorIO.reasonText(errno: code))
        }
        return SessionLock(fd: fd)
    }
}
