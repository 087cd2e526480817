import AppFeature
@_spi(Inspection) import Scaffolding

/// The global commands that can work on the screen shown now, in the order `help` lists them:
/// the one answer the footer, `help` and Tab completion share, so none of them offers a command
/// that could only fail.
///
/// `help`, `tree`, `log` and `quit` work everywhere; `back` when there is something to go back
/// to; `where` and `network` in the whole app, not in a `--feature` preview; `tab` while signed in with no
/// modal over the bar, and `open` in the whole app with no modal open, since the app refuses
/// both while one is (see ``OpenModal``). A command left out still answers with its error when
/// typed.
@MainActor
enum AvailableCommands {
  /// The names of the global commands that work on `visible`, shown below `root`.
  static func names(root: any Coordinatable, visible: VisibleScreen?) -> [String] {
    let app = root as? AppCoordinator
    let modalIsOpen = visible.map(OpenModal.isOpen(on:)) ?? false
    return GlobalCommand.listedNames.filter { name in
      switch name {
      case "back": root.backAction != .none
      case "tab": app?.mainTabs != nil && !modalIsOpen
      case "open": app != nil && !modalIsOpen
      case "where", "network": app != nil
      default: true
      }
    }
  }
}
