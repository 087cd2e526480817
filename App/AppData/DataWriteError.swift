import Foundation

/// Thrown by a store mutation whose file could not be written. The store's contents in memory
/// are left as they were before the call, so what the app shows still matches the disk.
package struct DataWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file that could not be written.
  package let file: URL
  /// The system's reason, e.g. "Permission denied" or "Not a directory".
  package let reason: String

  /// An error for `file`.
  package init(file: URL, reason: String) {
    self.file = file
    self.reason = reason
  }

  /// A sentence for the user: what failed and that the change was not kept.
  package var description: String {
    "Couldn't save \(file.lastPathComponent) in \(file.deletingLastPathComponent().path(percentEncoded: false)): "
      + "\(reason). The change was not kept."
  }
}
