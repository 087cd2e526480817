import Foundation

/// Replaces a file's contents so that a crash at any moment leaves either the old file or the
/// new one, never a torn mix: the bytes go to a temporary file in the same folder, are flushed
/// to disk, and then `rename(2)` swaps it over the target in one step.
enum AtomicFile {
  /// Temporary files are named `.<target>.tmp-<uuid>`; anything matching is a leftover.
  static let temporaryMarker = ".tmp-"

  /// Writes `data` to `target` atomically.
  static func write(_ data: Data, to target: URL) throws(DataWriteError) {
    let temporary = try writeTemporary(data, for: target)
    try commit(temporary, over: target)
  }

  /// Step one: the complete new contents in a fresh temporary file beside `target`, flushed.
  /// The target is untouched; on failure the temporary file is removed.
  static func writeTemporary(_ data: Data, for target: URL) throws(DataWriteError) -> URL {
    let temporary = target.deletingLastPathComponent()
      .appending(path: ".\(target.lastPathComponent)\(temporaryMarker)\(UUID().uuidString)")
    if let failure = SystemCalls.createFile(at: temporary.path(percentEncoded: false), containing: data) {
      SystemCalls.removeQuietly(temporary.path(percentEncoded: false))
      throw DataWriteError(file: target, reason: failure)
    }
    return temporary
  }

  /// Step two: `rename(2)` the temporary file over `target`, the one atomic step. On failure
  /// the temporary file is removed and the target keeps its old contents.
  static func commit(_ temporary: URL, over target: URL) throws(DataWriteError) {
    let source = temporary.path(percentEncoded: false)
    if let failure = SystemCalls.replace(target.path(percentEncoded: false), with: source) {
      SystemCalls.removeQuietly(source)
      throw DataWriteError(file: target, reason: failure)
    }
  }

  /// Deletes temporary files a crash left behind for `names` in `folder`. They were never
  /// renamed into place, so they hold nothing the app has committed to.
  static func removeLeftovers(in folder: URL, for names: [String]) {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))
    else { return }
    let prefixes = names.map { ".\($0)\(temporaryMarker)" }
    for entry in entries where prefixes.contains(where: entry.hasPrefix) {
      try? FileManager.default.removeItem(at: folder.appending(path: entry))
    }
  }
}
