/// Whether a tab coordinator's bar is shown.
///
/// Named apart from SwiftUI's `Visibility` so a file that imports both stays unambiguous.
public enum TabBarVisibility: String, Sendable, Hashable, CaseIterable {
  /// The front end decides (the bar is shown unless something covers it).
  case automatic
  case visible
  case hidden
}
