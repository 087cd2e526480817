/// One move from the screen a user saw to the one they see now, and how it arrived: what
/// screen-view analytics count.
public struct ScreenView: Equatable, Sendable, CustomStringConvertible {
  /// A screen, named by the coordinator that shows it and its route: `Home.detail`.
  public struct Name: Hashable, Sendable, CustomStringConvertible {
    /// The coordinator's type name without its `Coordinator` suffix: `Home`.
    public let feature: String
    /// The route's meta, which leaves out the route's values (item ids, user ids), so views
    /// of one screen count together and no user data is tracked: `detail`.
    public let route: String

    /// The screen `route` of `feature`.
    public init(feature: String, route: String) {
      self.feature = feature
      self.route = route
    }

    /// `Home.detail`.
    public var description: String { "\(feature).\(route)" }
  }

  /// How the new screen came to be shown.
  public enum Presentation: String, Sendable, CaseIterable {
    /// Pushed onto a flow.
    case push
    /// Presented as a sheet.
    case sheet
    /// Presented full screen.
    case fullScreenCover
    /// Its tab was selected.
    case tab
    /// A root swap (signing in or out) showed it.
    case root
    /// What covered it left: a pop or a dismissed modal.
    case back
  }

  /// The screen seen before; nil for the first screen the app showed.
  public let from: Name?
  /// The screen seen now.
  public let to: Name
  /// How `to` came to be shown.
  public let presentation: Presentation

  /// A view of `to`, reached from `from` by `presentation`.
  public init(from: Name?, to: Name, presentation: Presentation) {
    self.from = from
    self.to = to
    self.presentation = presentation
  }

  /// `Home.feed → Home.detail (push)`.
  public var description: String {
    "\(from.map { "\($0)" } ?? "start") → \(to) (\(presentation.rawValue))"
  }
}
