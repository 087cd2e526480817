import SharedModels

extension AppEnvironment {
  /// Checks that everything a link names exists, so following it can't land on a screen about
  /// nothing. Every way into navigation by link goes through here: `open`, a restored
  /// location, and Home's "view author".
  func validate(_ link: DeepLink) throws(DeepLinkError) {
    switch link {
    case .home(let items):
      if let missing = items.first(where: { stores.items.item($0) == nil }) {
        throw DeepLinkError(message: "\(link): there is no item \(missing)")
      }
    case .profile(let users):
      if let missing = users.first(where: { stores.profiles.profile($0) == nil }) {
        throw DeepLinkError(message: "\(link): there is no user '\(missing)'")
      }
    case .login, .signUp, .compose, .editProfile, .settings:
      break
    }
  }
}

extension DeepLink {
  /// The link itself when `environment` finds everything it names.
  @MainActor
  func validated(by environment: AppEnvironment) throws(DeepLinkError) -> DeepLink {
    try environment.validate(self)
    return self
  }
}
