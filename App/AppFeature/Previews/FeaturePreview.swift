import Auth
import Scaffolding

/// One feature on its own, on fake data: what a feature's example app is in an Xcode project,
/// and what `console --feature <name>` runs.
///
/// The feature gets its `Dependencies.preview` fakes, never the app's stores, so trying a
/// feature can't touch real accounts; what would lead outside it (a result, such as Settings'
/// sign-out) is reported through `onOutcome` instead of navigating. Auth, every tab of the tab
/// table (``AppTab/all``) and every flow other features present (``PresentedFlow/all``, over a
/// stand-in presenter) have one.
public struct FeaturePreview: Sendable, Hashable {
  /// The feature's name, as `--feature` takes it.
  public let rawValue: String

  /// The preview called `rawValue`, if there is one.
  @MainActor
  public init?(rawValue: String) {
    guard Self.names.contains(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  /// Every feature that can run alone: Auth, the tabs in bar order, then the presented flows.
  @MainActor
  public static var allCases: [FeaturePreview] {
    names.compactMap(FeaturePreview.init(rawValue:))
  }

  @MainActor
  private static var names: [String] {
    ["auth"] + AppTab.all.map(\.name.rawValue) + PresentedFlow.all.map(\.name)
  }

  /// Builds the feature's coordinator as the root of its own tree.
  @MainActor
  public func makeCoordinator(onOutcome: @escaping @MainActor (String) -> Void) -> any Coordinatable {
    if let tab = AppTab.all.first(where: { $0.name.rawValue == rawValue }) {
      return tab.preview(reporting: onOutcome)
    }
    if let flow = PresentedFlow.all.first(where: { $0.name == rawValue }) {
      return flow.preview(reporting: onOutcome)
    }
    return AuthCoordinator(dependencies: .preview()) { outcome in
      switch outcome {
      case .signedIn(let session): onOutcome("Auth completed: signed in as \(session.userID)")
      }
    }
  }
}
