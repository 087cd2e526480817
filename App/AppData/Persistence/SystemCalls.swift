import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few POSIX calls the atomic write needs, each returning nil on success or the system's
/// reason (e.g. "Not a directory") on failure.
enum SystemCalls {
  /// The message for the current `errno`.
  static func lastErrorReason() -> String {
    message(forErrorCode: errno)
  }

  /// The message for an errno value.
  static func message(forErrorCode code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// Creates `path` (which must not exist), writes all of `data`, flushes it to disk, closes it.
  static func createFile(at path: String, containing data: Data) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else { return lastErrorReason() }
    var failure: String?
    data.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count {
        let written = write(descriptor, base + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = lastErrorReason()
          return
        }
        offset += written
      }
    }
    if failure == nil, fsync(descriptor) != 0 {
      failure = lastErrorReason()
    }
    if close(descriptor) != 0, failure == nil {
      failure = lastErrorReason()
    }
    return failure
  }

  /// Atomically replaces `target` with `source` (`rename(2)`).
  static func replace(_ target: String, with source: String) -> String? {
    rename(source, target) == 0 ? nil : lastErrorReason()
  }

  /// Removes a file, ignoring failure (used only to clean up a temporary file).
  static func removeQuietly(_ path: String) {
    _ = unlink(path)
  }
}
