import Foundation

/// Thrown by a store read that could not be answered (the disk went away, the file is damaged),
/// so a screen says the data couldn't be loaded instead of showing an empty list as if there
/// were nothing.
package struct DataReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file that could not be read.
  package let file: URL
  /// The system's or SQLite's reason, e.g. "disk I/O error".
  package let reason: String

  /// An error for `file`.
  package init(file: URL, reason: String) {
    self.file = file
    self.reason = reason
  }

  /// A sentence for the user: what could not be read, and why.
  package var description: String {
    "Couldn't read \(file.lastPathComponent) in \(file.deletingLastPathComponent().path(percentEncoded: false)): "
      + "\(reason)."
  }
}
