/// What a path names, as `lstat(2)` sees it (a symbolic link is not followed).
enum FileType: Hashable, Sendable {
  case missing
  case regularFile
  case directory
  case symbolicLink
  case namedPipe
  case characterDevice
  case blockDevice
  case socket
  /// `lstat` failed for another reason than the path not existing.
  case inaccessible(reason: String)

  /// How a message names it, e.g. "a named pipe (FIFO)".
  var phrase: String {
    switch self {
    case .missing: "missing"
    case .regularFile: "a regular file"
    case .directory: "a folder"
    case .symbolicLink: "a symbolic link"
    case .namedPipe: "a named pipe (FIFO)"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .socket: "a socket"
    case .inaccessible(let reason): "inaccessible (\(reason))"
    }
  }
}
