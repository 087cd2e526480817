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
  /// The largest data file read into memory; anything bigger is not a file this app wrote.
  static let maximumReadSize = 64 * 1024 * 1024

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

  /// Creates an empty file at `path` readable and writable only by its owner, unless
  /// something already exists there.
  static func createEmptyFileIfMissing(at path: String) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { return errno == EEXIST ? nil : lastErrorReason() }
    return close(descriptor) == 0 ? nil : lastErrorReason()
  }

  /// The whole regular file at `path`, or why it could not be read. Anything but a regular file
  /// (a named pipe, a device, a folder, a symbolic link) is refused before it is opened for
  /// reading, and so is a file larger than ``maximumReadSize``.
  static func readFile(at path: String) -> Result<Data, ReadFailure> {
    let type = fileType(at: path)
    guard type == .regularFile else { return .failure(.notARegularFile(type)) }
    // Non-blocking and not following links: if the path was swapped for a pipe or a link since
    // the check above, opening still returns at once, and fstat below refuses it.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW)
    guard descriptor >= 0 else { return .failure(.unreadable(reason: lastErrorReason())) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(reason: lastErrorReason())) }
    let openedType = fileType(ofMode: info.st_mode)
    guard openedType == .regularFile else { return .failure(.notARegularFile(openedType)) }
    guard Int(info.st_size) <= maximumReadSize else { return .failure(.tooLarge(bytes: Int(info.st_size))) }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.unreadable(reason: lastErrorReason()))
      }
      if count == 0 { return .success(data) }
      guard data.count + count <= maximumReadSize else { return .failure(.tooLarge(bytes: data.count + count)) }
      data.append(contentsOf: chunk[0..<count])
    }
  }

  /// Why a read failed.
  enum ReadFailure: Error, Hashable {
    /// The path is not a regular file; it was not read.
    case notARegularFile(FileType)
    /// The file is larger than ``maximumReadSize``.
    case tooLarge(bytes: Int)
    /// The system refused, with its reason.
    case unreadable(reason: String)
  }

  /// Atomically renames `source` over `target` (`rename(2)`).
  static func replace(_ target: String, with source: String) -> String? {
    rename(source, target) == 0 ? nil : lastErrorReason()
  }
}
