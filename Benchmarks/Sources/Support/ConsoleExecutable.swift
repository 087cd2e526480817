import Foundation

/// The real `console` executable that the startup and terminal rows start on a pty.
enum ConsoleExecutable {
  /// `given` (`--console PATH`), else the `console` that `swift build -c release` put in the
  /// same folder as this executable; nil when there is none.
  static func path(given: String?) -> String? {
    if let given { return given }
    guard let own = Bundle.main.executableURL else { return nil }
    let candidate = own.deletingLastPathComponent().appending(path: "console").path
    return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
  }

  /// The failed row's reason when ``path(given:)`` finds none.
  static let missing =
    "no console executable beside this one: run `swift build -c release --product console` first, or pass --console PATH"
}
