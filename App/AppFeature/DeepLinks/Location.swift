import Auth
import Home
import Profile
import Scaffolding
import Settings
import SharedModels

extension AppCoordinator {
  /// Where the user is now, as the link that leads back there: the selected tab and the
  /// screens pushed on it. Modals are left out on purpose: a half-finished sheet is not a
  /// place to return to.
  public var location: DeepLink {
    guard session != nil, let tabs = mainTabs else {
      let auth = root.root?.coordinator as? AuthCoordinator
      return auth?.isInStack(.createAccount) == true ? .signUp : .login
    }
    return tabs.location
  }
}

extension MainTabCoordinator {
  // Plain loops rather than `prefix(while:)` and `compactMap`: the app saves its location on
  // every navigation event, and each call of a closure formed in main-actor code checks the
  // executor (about 220 instructions), once per pushed screen and step.
  var location: DeepLink {
    guard let index = tabItems.selectedIndex else { return .home(items: []) }
    let tab = tabItems.tabs[index]
    switch tab.coordinator {
    case let home as HomeCoordinator:
      var items: [ItemID] = []
      for route in pushedRoutes(of: home) {
        if case .detail(let id) = route { items.append(id) }
      }
      return .home(items: items)
    case let profile as ProfileCoordinator:
      var users: [UserID] = []
      for route in pushedRoutes(of: profile) {
        if case .user(let id) = route { users.append(id) }
      }
      return .profile(users: users)
    case let settings as SettingsCoordinator:
      return .settings(pushedRoutes(of: settings).first.flatMap(DeepLink.SettingsPage.init))
    default:
      return .home(items: [])
    }
  }

  /// The routes pushed on a flow, up to its first modal.
  private func pushedRoutes<C: FlowCoordinatable>(of flow: C) -> [C.Destinations] {
    var routes: [C.Destinations] = []
    for destination in flow.stack.destinations {
      guard destination.pushType == .push else { break }
      if let route = destination.route(as: C.Destinations.self) { routes.append(route) }
    }
    return routes
  }
}
