import Home
import Profile
import Scaffolding
import Settings
import SharedModels

/// The selected tab's flow, read for the location without finding the tab again.
///
/// The app saves its location on most navigation events (about 0.75 per console line), and
/// nearly all of them are pushes and pops on the selected tab's flow. Finding that flow (the
/// selected index, the tab, its coordinator, the cast) cost about 850 of the 2,300
/// instructions of each location; ``AppCoordinator`` keeps this until the selection can have
/// moved. Weak, so it never keeps a signed-out or removed tab alive.
///
/// A class: as a struct of three weak references, each read of the kept source copied it
/// (three weak copies and destroys, about 110 instructions per location).
@MainActor
final class LocationSource {
  private weak var home: HomeCoordinator?
  private weak var profile: ProfileCoordinator?
  private weak var settings: SettingsCoordinator?

  /// A source reading `coordinator`, the selected tab's.
  init(tab coordinator: (any Coordinatable)?) {
    switch coordinator {
    case let home as HomeCoordinator: self.home = home
    case let profile as ProfileCoordinator: self.profile = profile
    case let settings as SettingsCoordinator: self.settings = settings
    default: break
    }
  }

  // Plain loops rather than `prefix(while:)` and `compactMap`: each call of a closure formed
  // in main-actor code checks the executor (about 220 instructions), once per pushed screen.
  /// The tab and the screens pushed on its flow; nil when the tab is not one of the app's
  /// flows, or its flow has been released since.
  var location: DeepLink? {
    if let home {
      var items: [ItemID] = []
      for route in Self.pushedRoutes(of: home) {
        if case .detail(let id) = route { items.append(id) }
      }
      return .home(items: items)
    }
    if let profile {
      var users: [UserID] = []
      for route in Self.pushedRoutes(of: profile) {
        if case .user(let id) = route { users.append(id) }
      }
      return .profile(users: users)
    }
    if let settings {
      return .settings(Self.pushedRoutes(of: settings).first.flatMap(DeepLink.SettingsPage.init))
    }
    return nil
  }

  /// The routes pushed on a flow, up to its first modal.
  private static func pushedRoutes<C: FlowCoordinatable>(of flow: C) -> [C.Destinations] {
    var routes: [C.Destinations] = []
    for destination in flow.stack.destinations {
      guard destination.pushType == .push else { break }
      if let route = destination.route(as: C.Destinations.self) { routes.append(route) }
    }
    return routes
  }
}
