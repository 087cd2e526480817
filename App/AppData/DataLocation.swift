import Foundation

/// Where the app's data lives: a folder on disk for the app, memory for tests and previews.
package enum DataLocation: Hashable, Sendable {
  /// The database (`data.sqlite3`) inside this folder, created on first launch.
  case directory(URL)
  /// Nothing touches the disk; every launch starts from the demo content.
  case inMemory

  /// The folder name used under the user's data directory.
  package static let folderName = "modular-navigation"

  /// The XDG default: `$XDG_DATA_HOME/modular-navigation`, else
  /// `$HOME/.local/share/modular-navigation`. Pass the environment explicitly to override it
  /// (tests, a `--data` flag); a relative or empty `XDG_DATA_HOME` is ignored, as the XDG spec
  /// asks.
  package static func `default`(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> DataLocation {
    if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
      return .directory(
        URL(filePath: dataHome, directoryHint: .isDirectory).appending(path: folderName, directoryHint: .isDirectory))
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return .directory(
      URL(filePath: home, directoryHint: .isDirectory).appending(
        path: ".local/share/\(folderName)", directoryHint: .isDirectory))
  }
}
