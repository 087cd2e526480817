import Settings

/// The settings pages a link names, in Settings' own routes and back: one table, so opening a
/// link and describing a location can't disagree.
extension DeepLink.SettingsPage {
  var destination: SettingsCoordinator.Destinations {
    switch self {
    case .appearance: .appearance
    case .notifications: .notifications
    case .account: .account
    }
  }

  init?(_ route: SettingsCoordinator.Destinations) {
    switch route {
    case .appearance: self = .appearance
    case .notifications: self = .notifications
    case .account: self = .account
    case .list, .deleteAccount: return nil
    }
  }
}
