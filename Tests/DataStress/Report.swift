import Foundation

/// Writes one line to standard output at once (one `write(2)`, no buffering). Callers report an
/// operation only after it committed, and nothing sits in a buffer to be lost by `kill -9`.
func report(_ line: String) {
  try? FileHandle.standardOutput.write(contentsOf: Data((line + "\n").utf8))
}
