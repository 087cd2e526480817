import Foundation

/// Keeps a bad data file instead of deleting it: renamed to the first free `<name>.corrupt-<n>`
/// beside it (or another `reason` than `corrupt`, e.g. `orphaned`), so the user (or support)
/// can still look at it.
enum MovingAside {
  /// The first `<name>.<reason>-<n>` beside `url` that is free, also for each of
  /// `companionSuffixes`.
  static func destination(for url: URL, reason: String = "corrupt", companionSuffixes: [String]) -> URL {
    let folder = url.deletingLastPathComponent()
    var attempt = 1
    while true {
      let destination = folder.appending(path: "\(url.lastPathComponent).\(reason)-\(attempt)")
      let paths = ([""] + companionSuffixes).map { destination.path(percentEncoded: false) + $0 }
      if paths.allSatisfy({ SystemCalls.fileType(at: $0) == .missing }) { return destination }
      attempt += 1
    }
  }

  /// The number `n` of a `<name>.corrupt-<n>` file name for `name`, nil for any other name.
  static func number(of fileName: String, movedAsideFrom name: String) -> Int? {
    guard fileName.hasPrefix("\(name).corrupt-") else { return nil }
    let digits = fileName.dropFirst("\(name).corrupt-".count)
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
    return Int(digits)
  }
}
