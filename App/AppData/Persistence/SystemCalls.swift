import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few POSIX calls the data folder needs, each returning the system's reason (e.g. "Not a
/// directory") on failure, so messages say what really went wrong.
enum SystemCalls {
  /// The message for the current `errno`.
  static func lastErrorReason() -> String {
    message(forErrorCode: errno)
  }

  /// The message for an errno value.
  static func message(forErrorCode code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// What is at `path`, without following a symbolic link.
  static func fileType(at path: String) -> FileType {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      return errno == ENOENT ? .missing : .inaccessible(reason: lastErrorReason())
    }
    return fileType(ofMode: info.st_mode)
  }

  private static func fileType(ofMode mode: mode_t) -> FileType {
    switch mode & S_IFMT {
    case S_IFREG: .regularFile
    case S_IFDIR: .directory
    case S_IFLNK: .symbolicLink
    case S_IFIFO: .namedPipe
    case S_IFCHR: .characterDevice
    case S_IFBLK: .blockDevice
    case S_IFSOCK: .socket
    default: .inaccessible(reason: "unknown file type")
    }
  }

  /// The size in bytes of what is at `path` (a link itself, not followed); nil if it can't be
  /// read.
  static func fileSize(at path: String) -> Int? {
    var info = stat()
    return lstat(path, &info) == 0 ? Int(info.st_size) : nil
  }

  /// Makes `target` a second name of the file at `source` (`link(2)`), unless something is
  /// already at `target` (which is left as it is): the way to put a finished file in place
  /// without replacing one another process put there first. Nil when `target` is there.
  static func linkUnlessTaken(_ target: String, to source: String) -> String? {
    link(source, target) == 0 || errno == EEXIST ? nil : lastErrorReason()
  }

  /// Which file is at `path` (a link itself, not followed); nil if nothing can be read there.
  static func fileID(at path: String) -> FileID? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return FileID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }

  /// Which file the open `descriptor` reads; nil if it can't be told.
  static func fileID(of descriptor: Int32) -> FileID? {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    return FileID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }

  /// Up to `count` bytes from the start of the regular file at `path`, read without following
  /// a link or blocking; nil if it can't be read.
  static func firstBytes(at path: String, count: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: count)
    let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, 0) }
    return read < 0 ? nil : Array(bytes.prefix(read))
  }

  /// Whether a process with this id is running (this process included).
  static func isProcessAlive(_ pid: Int32) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }

  /// Removes the file at `path`; a missing one is not an error. The reason when it fails.
  static func remove(_ path: String) -> String? {
    unlink(path) == 0 || errno == ENOENT ? nil : lastErrorReason()
  }

  /// Creates an empty file at `path` readable and writable only by its owner, unless
  /// something already exists there.
  static func createEmptyFileIfMissing(at path: String) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { return errno == EEXIST ? nil : lastErrorReason() }
    return close(descriptor) == 0 ? nil : lastErrorReason()
  }

  /// Opens the file at `path` (made, readable and writable by its owner only, when `creating`)
  /// and takes an exclusive `flock(2)` on it without waiting: the descriptor holding the lock,
  /// which the system releases when it is closed or the process ends, however it ends; nil
  /// when another descriptor holds it, or the file can't be opened.
  static func lockExclusively(_ path: String, creating: Bool) -> Int32? {
    let descriptor = open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC | (creating ? O_CREAT : 0), 0o600)
    guard descriptor >= 0 else { return nil }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(descriptor)
      return nil
    }
    return descriptor
  }

  /// Closes a descriptor ``lockExclusively(_:creating:)`` gave, releasing its lock.
  static func release(_ descriptor: Int32) {
    close(descriptor)
  }

  /// Runs `body` holding an exclusive `flock(2)` on the folder or file at `path`, waiting for
  /// another process's to be released: for a step on the data folder that must not interleave
  /// with another process's same step. If the lock can't be taken, `body` runs anyway.
  static func holdingLock<Result>(on path: String, _ body: () -> Result) -> Result {
    // Following a link: the data folder may be one, to a folder (see DataFolder.create).
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return body() }
    defer { close(descriptor) }
    return holdingLock(on: descriptor, body)
  }

  /// Runs `body` holding an exclusive `flock(2)` on the open `descriptor`, waiting for another
  /// process's to be released, and releases it after.
  static func holdingLock<Result>(on descriptor: Int32, _ body: () -> Result) -> Result {
    while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    defer { flock(descriptor, LOCK_UN) }
    return body()
  }

  /// Atomically renames `source` over `target` (`rename(2)`).
  static func replace(_ target: String, with source: String) -> String? {
    rename(source, target) == 0 ? nil : lastErrorReason()
  }
}
