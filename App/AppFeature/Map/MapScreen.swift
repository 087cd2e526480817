@_spi(Guards) @_spi(Inspection) import Scaffolding

/// A screen of the app map: a place a user can stand, whichever values (an item, a user) the
/// route that shows it carries.
public struct MapScreen: Codable, Hashable, Sendable {
  /// The same on every run: the name of the tab the screen is in, then the route of each
  /// destination on the way down to it (`settings/account`, `home/compose/title`, whose
  /// `compose` is the sheet); signed out there is no tab (`login`).
  public let id: String
  /// Its title, where the walk first reached it.
  public let title: String
  /// The module its coordinator comes from (`Settings`).
  public let feature: String
  /// The link that leads back to it (`app://settings/account`), what `where` prints; nil when
  /// no link names it (a modal links leave out, a later step inside a sheet).
  public let link: String?
  /// The names of the guards on the way in (`NavigationGuard`) to it and the destinations it is
  /// in, then `leave question (leaving)` when its coordinator asks before it is left.
  public let guards: [String]

  /// The screen `app` shows now; nil when it shows none.
  @MainActor
  init?(shownIn app: AppCoordinator) {
    guard let visible = app.visibleScreen else { return nil }
    let destination = visible.destination
    // The app's root destination (signed in or out) comes first and names no place.
    id = visible.path.dropFirst().map { "\($0.meta)" }.joined(separator: "/")
    title = visible.render().title
    feature = String(String(reflecting: type(of: visible.context.owner)).prefix { $0 != "." })
    // A modal's link names its first screen: the steps inside it are its own state.
    let opensModal =
      destination.routeType.isModal || (destination.routeType == .root && destination.presentationType.isModal)
    let linked = !app.locationLeavesOutModal && (opensModal || !OpenModal.isOpen(on: visible))
    link = linked ? app.location.description : nil
    // Every destination on the way counts: the compose sheet's flag guards its every step.
    var guards: [String] = []
    for name in visible.path.flatMap(\.guardNames) where !guards.contains(name) { guards.append(name) }
    self.guards = guards + (visible.context.owner.hasLeaveQuestion ? ["leave question (leaving)"] : [])
  }
}
