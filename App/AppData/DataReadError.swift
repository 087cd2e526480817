import Foundation

/// Thrown by a store read that could not be answered (the disk went away, the file is damaged),
/// so a screen says the data couldn't be loaded instead of showing an empty list as if there
/// were nothing.
public struct DataReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file that could not be read.
  public let file: URL
  /// The system's or SQLite's reason, e.g. "disk I/O error".
  public let reason: String

  /// An error for `file`.
  public init(file: URL, reason: String) {
    self.file = file
    self.reason = reason
  }

  /// A sentence for the user: what could not be read, and why.
  public var description: String {
    "Couldn't read \(file.lastPathComponent) in \(file.deletingLastPathComponent().path(percentEncoded: false)): "
      + "\(reason)."
  }
}
