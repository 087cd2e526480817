import Auth
import Home
import Profile
import Scaffolding
import Settings

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
  var location: DeepLink {
    guard let index = tabItems.selectedIndex else { return .home(items: []) }
    let tab = tabItems.tabs[index]
    switch tab.coordinator {
    case let home as HomeCoordinator:
      return .home(items: pushedRoutes(of: home).compactMap { if case .detail(let id) = $0 { id } else { nil } })
    case let profile as ProfileCoordinator:
      return .profile(users: pushedRoutes(of: profile).compactMap { if case .user(let id) = $0 { id } else { nil } })
    case let settings as SettingsCoordinator:
      return .settings(pushedRoutes(of: settings).first.flatMap(DeepLink.SettingsPage.init))
    default:
      return .home(items: [])
    }
  }

  /// The routes pushed on a flow, up to its first modal.
  private func pushedRoutes<C: FlowCoordinatable>(of flow: C) -> [C.Destinations] {
    flow.stack.destinations.prefix { $0.pushType == .push }.compactMap { $0.route(as: C.Destinations.self) }
  }
}
