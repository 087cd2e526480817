@_spi(Inspection) import Scaffolding

/// A transition of the app map: an action on one screen that leads to another (or to itself,
/// as an item's related item does, or a preference set), and how.
public struct MapTransition: Codable, Hashable, Sendable, Comparable {
  /// How a transition moves the user, read from the navigation events it makes.
  public enum Kind: String, Codable, Sendable, CaseIterable {
    /// A screen or a flow pushed onto a stack.
    case push
    /// A sheet presented.
    case sheet
    /// A full-screen cover presented.
    case cover
    /// Another tab of the bar selected.
    case tab
    /// The app's root swapped, as signing in and out do.
    case root
    /// A pop or a closed modal: back to where the user was.
    case back
    /// Nothing moved: the action did its work where it was taken (a preference set, a page of
    /// the feed), so it leads to the screen it started from.
    case stay

    /// The kind of a step that made `events`, the widest move first (a sign-in swaps the root
    /// whatever else it does); nil when it moved nothing (a ``stay``).
    init?(events: [NavigationEvent.Kind]) {
      if events.contains(.setRoot) {
        self = .root
      } else if events.contains(.present(.fullScreenCover)) {
        self = .cover
      } else if events.contains(.present(.sheet)) {
        self = .sheet
      } else if events.contains(.push) {
        self = .push
      } else if events.contains(.selectTab) {
        self = .tab
      } else if events.contains(.pop) || events.contains(.dismiss) {
        self = .back
      } else {
        return nil
      }
    }
  }

  /// The screen's ``MapScreen/id`` the action is taken on.
  public let from: String
  /// The screen's ``MapScreen/id`` it leads to.
  public let to: String
  /// What the user does: the action's name, `back`, or `tab <name>`.
  public let action: String
  /// How it moves the user.
  public let kind: Kind

  /// In the map's order: by screen, then action, then where it leads.
  public static func < (lhs: MapTransition, rhs: MapTransition) -> Bool {
    (lhs.from, lhs.action, lhs.to, lhs.kind.rawValue) < (rhs.from, rhs.action, rhs.to, rhs.kind.rawValue)
  }
}
