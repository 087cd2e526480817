import Auth
import Scaffolding

/// One feature on its own, on fake data: what a feature's example app is in an Xcode project,
/// and what `console --feature <name>` runs.
///
/// The feature gets its `Dependencies.preview` fakes, never the app's stores, so trying a
/// feature can't touch real accounts; what would lead outside it (a result, such as Settings'
/// sign-out) is reported through `onOutcome` instead of navigating. Auth and every tab of the tab table
/// (``AppTab/all``) have one.
public struct FeaturePreview: Sendable, Hashable {
  /// The feature's name, as `--feature` takes it.
  public let rawValue: String

  /// The preview called `rawValue`, if there is one.
  @MainActor
  public init?(rawValue: String) {
    guard Self.names.contains(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  /// Every feature that can run alone: Auth, then the tabs in bar order.
  @MainActor
  public static var allCases: [FeaturePreview] {
    names.compactMap(FeaturePreview.init(rawValue:))
  }

  @MainActor
  private static var names: [String] { ["auth"] + AppTab.all.map(\.name.rawValue) }

  /// Builds the feature's coordinator as the root of its own tree.
  @MainActor
  public func makeCoordinator(onOutcome: @escaping @MainActor (String) -> Void) -> any Coordinatable {
    guard let tab = AppTab.all.first(where: { $0.name.rawValue == rawValue }) else {
      return AuthCoordinator(dependencies: .preview()) { outcome in
        switch outcome {
        case .signedIn(let session): onOutcome("Auth completed: signed in as \(session.userID)")
        }
      }
    }
    return tab.preview(reporting: onOutcome)
  }
}
