import Foundation

/// Thrown by a store mutation whose file could not be written. The store's contents in memory
/// are left as they were before the call, so what the app shows still matches the disk.
public struct DataWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file that could not be written.
  public let file: URL
  /// The system's reason, e.g. "Permission denied" or "Not a directory".
  public let reason: String

  /// An error for `file`.
  public init(file: URL, reason: String) {
    self.file = file
    self.reason = reason
  }

  /// A sentence for the user: what failed and that the change was not kept.
  public var description: String {
    "Couldn't save \(file.lastPathComponent) in \(file.deletingLastPathComponent().path(percentEncoded: false)): "
      + "\(reason). The change was not kept."
  }
}
