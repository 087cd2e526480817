import FeatureFlagsClient
import Scaffolding
import SharedModels

/// One tab of the signed-in app: a row of the tab table, ``AppTab/all``.
///
/// A row says everything the app needs about a feature tab, so adding, removing or
/// reordering a tab edits the table and nothing else: its name (what `tab <name>` selects and
/// the link section `app://<name>/…` that leads into it), its label, how its coordinator is
/// built for a session from the app's stores, and how it runs alone on fake data
/// (`console --feature <name>`). The coordinator must be `DeepLinkable`, so a tab that can't
/// follow its links or report its place doesn't compile.
///
/// It is also the tab coordinator's `Destinations`: the tab bar is made from the rows.
public struct AppTab: Destinationable, Sendable {
  /// A tab's name, which also names it in `selectFirstTab(_:)` and navigation events.
  public struct Name: DestinationMeta, Hashable, CustomStringConvertible {
    /// The name as typed and as it appears in links.
    public let rawValue: String

    /// The tab called `rawValue`.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    /// The name as typed and as it appears in links.
    public var description: String { rawValue }
  }

  /// The tab's name.
  public let name: Name
  /// What the tab bar shows.
  public let label: TabLabel
  /// The feature flag the tab is behind: while it is off, the tab is out of the bar and its
  /// links are refused; nil for a tab always shown.
  public let flag: FeatureFlag?
  /// Whether the tab's feature lets the user sign out (Settings' account page does). When no
  /// row does, the app offers sign-out itself, so removing a feature never strands a user.
  public let offersSignOut: Bool
  /// What the tab's badge counts, read for the signed-in session (Home's: items others published
  /// since you last looked at the feed); nil for a tab without a badge. The tab bar reads it
  /// again when it refreshes its badges (``MainTabCoordinator/refreshBadges()``).
  public let badge: (@MainActor @Sendable (TabContext) -> BadgeCount)?
  /// What the tab's feature does when the user selects its tab, from another tab or again
  /// (Home checks for newer items), as a SwiftUI tab's content runs its `.onAppear`; nil for
  /// nothing.
  let shown: (@MainActor @Sendable (any Coordinatable) -> Void)?
  let make: @MainActor @Sendable (TabContext) -> any DeepLinkable
  /// The feature's ``DeepLinkable/checkShape(_:)``, for links kept until sign-in.
  let checkShape: @MainActor @Sendable (DeepLinkPath) throws(DeepLinkError) -> Void
  private let makePreview: @MainActor @Sendable (_ report: @escaping @MainActor (String) -> Void) -> any Coordinatable

  /// A tab called `name` (lowercase, as in links) that shows the coordinator `make` builds
  /// from a ``TabContext``, and that `preview` builds alone on fake data, reporting what would
  /// leave the feature to `report`. Set `flag` to put the tab behind a feature flag,
  /// `offersSignOut` when the feature ends the session through ``TabContext/end(_:)`` on the
  /// user's request, `badge` when the tab shows a count, and `shown` when the feature freshens
  /// up as the user selects its tab.
  public init<Feature: DeepLinkable>(
    _ name: String,
    label: TabLabel,
    flag: FeatureFlag? = nil,
    offersSignOut: Bool = false,
    badge: (@MainActor @Sendable (TabContext) -> BadgeCount)? = nil,
    shown: (@MainActor @Sendable (Feature) -> Void)? = nil,
    make: @escaping @MainActor @Sendable (TabContext) -> Feature,
    preview: @escaping @MainActor @Sendable (_ report: @escaping @MainActor (String) -> Void) -> Feature
  ) {
    self.name = Name(name)
    self.label = label
    self.flag = flag
    self.offersSignOut = offersSignOut
    self.badge = badge
    if let shown {
      self.shown = { feature in
        if let feature = feature as? Feature { shown(feature) }
      }
    } else {
      self.shown = nil
    }
    self.make = make
    self.checkShape = { path throws(DeepLinkError) in try Feature.checkShape(path) }
    self.makePreview = preview
  }

  /// The tab's name.
  public var meta: Name { name }

  /// Whether the tab is in the bar with `flags`: unless its flag is off.
  @MainActor
  func isShown(with flags: FeatureFlags) -> Bool {
    flag.map(flags.isOn) ?? true
  }

  /// Why a link into the tab is refused while its flag is off.
  var turnedOff: String {
    "\(label.title) is turned off (feature flags, in Settings)."
  }

  /// The tab with its label; its coordinator is built the first time it is shown.
  public func value(for coordinator: MainTabCoordinator) -> Destination {
    .tab(meta, label: label, owner: coordinator) { [make, name] tabs in make(tabs.context(for: name)) }
  }

  /// The tab's feature alone, on fake data.
  @MainActor
  func preview(reporting report: @escaping @MainActor (String) -> Void) -> any Coordinatable {
    makePreview(report)
  }
}

extension AppTab {
  /// A tab's badge count: an async read, as a request to a server is, answering a count (zero
  /// or less clears the badge) or throwing when it can't be read (the badge then stays as it was).
  public typealias BadgeCount = @Sendable () async throws -> Int

}
