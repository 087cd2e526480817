import AppFeature

/// The answers of a console over one feature alone (`--feature`): no app, so no tabs to
/// switch, no links, no network, and nothing to close.
@MainActor
final class PreviewHost: ConsoleHost {
  var canSelectTabs: Bool { false }
  var followsLinks: Bool { false }
  var hasNetwork: Bool { false }
  var linkSuggestions: [DeepLink] { [] }
  var locationLine: String? { nil }
  /// None beyond what the preview has drawn: a feature alone has no map.
  func commandWords() async -> Set<String> { [] }
  func shutDown() async {}
}
