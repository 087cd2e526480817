import AppFeature
import Scaffolding

/// What the console asks of the app it drives, beyond the coordinator tree every front end
/// reads: whether tabs can be switched and links followed here, which links to suggest, where
/// the user is as a link, and how to shut down.
///
/// The protocol is the console's, declared where the console reads it, and the App answers it in
/// an extension beside it (`AppCoordinator+ConsoleHost.swift`), as an iOS app's view layer
/// declares what its views need and lets the app's model conform. So the front end asks
/// questions rather than casting its root to the App's type, the App keeps no knowledge of any
/// front end, and a `--feature` preview, which has no app, answers as ``PreviewHost`` does: no
/// tabs, no links, no network. The console's commands read it through ``AvailableCommands``.
@MainActor
package protocol ConsoleHost: AnyObject {
  /// Whether a tab bar is up that `tab` can switch (signed in). A modal over it is the
  /// console's own check, made on the visible screen.
  var canSelectTabs: Bool { get }
  /// Whether `open` and `where` work: the whole app, whose every place has a link.
  var followsLinks: Bool { get }
  /// Whether `network` works: the app's dependencies go through a simulated network.
  var hasNetwork: Bool { get }
  /// The links Tab completion offers after `open`, each one that works now.
  var linkSuggestions: [DeepLink] { get }
  /// What `where` prints: the location as a link, saying when a modal is open; nil with no
  /// links to tell it by.
  var locationLine: String? { get }
  /// The names of the actions the screens of the app offer, in lower case, wherever they are,
  /// drawn or not: a word alone that names one is a command typed on the wrong screen, not a
  /// password, so it is echoed. Asked only for a word no screen drawn names.
  func commandWords() async -> Set<String>
  /// Ends the run: work still on its way to the data is delivered, then the data is closed,
  /// so the database is whole in its one file once the console has gone.
  func shutDown() async
}
