import AppFeature
@_spi(Inspection) import Scaffolding

/// The global commands that can work on the screen shown now, in the order `help` lists them:
/// the one answer the footer, `help` and Tab completion share, so none of them offers a command
/// that could only fail.
///
/// Each row of ``GlobalCommand/table`` says where its command works: `help`, `tree`, `log` and
/// `quit` everywhere; `back` when there is something to go back to; `where` and `network` in
/// the whole app, not in a `--feature` preview; `tab` while signed in with no modal over the
/// bar, and `open` in the whole app with no modal open, since the app refuses both while one
/// is (see ``AppFeature/OpenModal``). What the app can do here it answers as the console's
/// ``ConsoleHost``. A command left out still answers with its error when typed.
@MainActor
enum AvailableCommands {
  /// What a row of the table asks to say whether its command works.
  struct Here {
    /// The coordinator at the top of what the console shows.
    let root: any Coordinatable
    /// The app, or a preview's stand-in for it.
    let host: any ConsoleHost
    /// Whether a sheet or full-screen cover is on the visible path.
    let modalIsOpen: Bool
  }

  /// The rows of the global commands that work on `visible`, shown below `root` of `host`.
  static func entries(
    root: any Coordinatable, host: any ConsoleHost, visible: VisibleScreen?
  ) -> [GlobalCommand.Entry] {
    let here = Here(root: root, host: host, modalIsOpen: visible.map(OpenModal.isOpen(on:)) ?? false)
    return GlobalCommand.table.filter { $0.isAvailable(here) }
  }

  /// The names of the global commands that work on `visible`, shown below `root` of `host`.
  static func names(root: any Coordinatable, host: any ConsoleHost, visible: VisibleScreen?) -> [String] {
    entries(root: root, host: host, visible: visible).map(\.name)
  }
}
