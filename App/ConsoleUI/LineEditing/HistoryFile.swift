#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The history's file, `console_history`, opened by the rules the database's file follows.
///
/// What is at the path is checked with `lstat` before anything is opened, and only a regular
/// file is: a symbolic link (to a file elsewhere), a named pipe (whose reading would wait for a
/// writer), a folder or a device is refused untouched. The file is opened without following a
/// link and without waiting, checked again through its descriptor (the path could have been
/// swapped in between), and made private (0600) through that descriptor, so nothing but the
/// file opened is ever changed.
final class HistoryFile {
  /// Why a path was not opened, as a sentence for a `warning:` line.
  struct Refusal: Error, Equatable, CustomStringConvertible {
    let description: String
  }

  private let path: String
  private var descriptor: Int32

  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
  }

  deinit {
    close(descriptor)
  }

  /// The regular file at `path`, created readable and writable by its owner only when missing.
  static func opened(at path: String) -> Result<HistoryFile, Refusal> {
    var info = stat()
    if lstat(path, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFREG else { return .failure(refusal(path, isA: info.st_mode)) }
    } else if errno != ENOENT {
      return .failure(refusal(path, reason: errno))
    }
    let descriptor = open(path, O_RDWR | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      // ELOOP: a symbolic link appeared since lstat.
      return .failure(errno == ELOOP ? refusal(path, isA: S_IFLNK) : refusal(path, reason: errno))
    }
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      return .failure(refusal(path, isA: info.st_mode))
    }
    // Owner only, whoever made the file; never the path, which could lead elsewhere by now.
    fchmod(descriptor, 0o600)
    return .success(HistoryFile(path: path, descriptor: descriptor))
  }

  /// The lines in the last `limit` bytes of the file, oldest first, leaving out the first one
  /// when it was cut; and whether the file holds more than those bytes. The file's size
  /// doesn't matter: only that tail is read.
  func tail(limit: Int) -> (lines: [Substring], isWhole: Bool) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return ([], true) }
    let size = Int(info.st_size)
    let offset = max(0, size - limit)
    var bytes = [UInt8](repeating: 0, count: size - offset)
    var count = 0
    while count < bytes.count {
      let read = bytes.withUnsafeMutableBytes { buffer in
        guard let start = buffer.baseAddress else { return 0 }
        return pread(descriptor, start + count, buffer.count - count, off_t(offset + count))
      }
      if read < 0 && errno == EINTR { continue }
      guard read > 0 else { break }
      count += read
    }
    var text = String(decoding: bytes[..<count], as: UTF8.self)[...]
    if offset > 0 { text = text.drop { $0 != "\n" }.dropFirst() }
    return (text.split(separator: "\n"), offset == 0)
  }

  /// Adds `text` at the end of the file.
  func append(_ text: String) {
    Self.writeAll(text, to: descriptor)
  }

  /// Replaces the file with one holding `text`, whole or not at all: written beside it, then
  /// renamed over it. The file is left as it was when that fails.
  func replace(with text: String) {
    let temporary = "\(path).\(getpid()).new"
    let fresh = open(temporary, O_RDWR | O_APPEND | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fresh >= 0 else { return }
    guard Self.writeAll(text, to: fresh), fchmod(fresh, 0o600) == 0, rename(temporary, path) == 0 else {
      close(fresh)
      unlink(temporary)
      return
    }
    close(descriptor)
    descriptor = fresh
  }

  /// Writes every byte of `text`; false when the system refused.
  @discardableResult
  private static func writeAll(_ text: String, to descriptor: Int32) -> Bool {
    Array(text.utf8).withUnsafeBytes { buffer in
      guard let start = buffer.baseAddress else { return true }
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, start + offset, buffer.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }

  private static func refusal(_ path: String, isA mode: mode_t) -> Refusal {
    let kind =
      switch mode & S_IFMT {
      case S_IFLNK: "a symbolic link"
      case S_IFIFO: "a named pipe (FIFO)"
      case S_IFDIR: "a folder"
      case S_IFCHR, S_IFBLK: "a device"
      case S_IFSOCK: "a socket"
      default: "something else"
      }
    return Refusal(
      description: "\(path) is \(kind), not a regular file, so it was not opened; history is kept in memory only")
  }

  private static func refusal(_ path: String, reason code: Int32) -> Refusal {
    Refusal(
      description: "\(path) can't be opened (\(String(cString: strerror(code)))); history is kept in memory only")
  }
}
