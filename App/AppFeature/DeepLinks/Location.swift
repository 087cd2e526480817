import Auth
import Scaffolding

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
  /// What the location is read from now: the selected tab's flow.
  var locationSource: LocationSource {
    guard let index = tabItems.selectedIndex else { return LocationSource(tab: nil) }
    return LocationSource(tab: tabItems.tabs[index].coordinator)
  }

  var location: DeepLink {
    locationSource.location ?? .home(items: [])
  }
}
