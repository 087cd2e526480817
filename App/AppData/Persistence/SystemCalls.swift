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

  /// The whole file at `path`, or the system's reason it could not be read (e.g. "Is a directory").
  static func readFile(at path: String) -> Result<Data, ReadFailure> {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return .failure(ReadFailure(reason: lastErrorReason())) }
    defer { close(descriptor) }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(ReadFailure(reason: lastErrorReason()))
      }
      if count == 0 { return .success(data) }
      data.append(contentsOf: chunk[0..<count])
    }
  }

  /// Why a read failed, as the system put it.
  struct ReadFailure: Error {
    let reason: String
  }

  /// Atomically replaces `target` with `source` (`rename(2)`).
  static func replace(_ target: String, with source: String) -> String? {
    rename(source, target) == 0 ? nil : lastErrorReason()
  }

  /// `mkdir -p` with mode 0700 for the folders it creates, so the reason for a failure is the
  /// system's own (e.g. "Not a directory" when a regular file is in the way).
  static func createDirectories(at path: String) -> String? {
    var current = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      current += "/\(component)"
      if mkdir(current, 0o700) != 0, errno != EEXIST {
        return lastErrorReason()
      }
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
      return message(forErrorCode: ENOTDIR)
    }
    return nil
  }

  /// Removes a file, ignoring failure (used only to clean up a temporary file).
  static func removeQuietly(_ path: String) {
    _ = unlink(path)
  }
}
