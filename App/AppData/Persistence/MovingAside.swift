import Foundation

/// Keeps a bad data file instead of deleting it: renamed to the first free `<name>.corrupt-<n>`
/// beside it, so the user (or support) can still look at it.
enum MovingAside {
  /// Renames `url` (a file or anything else at that path) to the first `<name>.corrupt-<n>`
  /// that is free, also for each of `companionSuffixes`; nil if the rename failed.
  static func move(_ url: URL, companionSuffixes: [String] = []) -> URL? {
    let folder = url.deletingLastPathComponent()
    let name = url.lastPathComponent
    var attempt = 1
    while true {
      let destination = folder.appending(path: "\(name).corrupt-\(attempt)")
      let paths =
        [destination.path(percentEncoded: false)]
        + companionSuffixes.map { destination.path(percentEncoded: false) + $0 }
      if paths.allSatisfy({ SystemCalls.fileType(at: $0) == .missing }) {
        return SystemCalls.replace(destination.path(percentEncoded: false), with: url.path(percentEncoded: false))
          == nil
          ? destination : nil
      }
      attempt += 1
    }
  }
}
