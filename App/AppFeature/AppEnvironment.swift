import Auth
import Home
import Profile
import Settings
import SharedModels

/// The concrete stores the app owns and the feature dependencies cut from them.
///
/// Each feature declares what it needs (its `Dependencies`); this is the one place that knows
/// how those needs are met, so swapping a store (in-memory for tests, on disk for the app)
/// touches no feature.
@MainActor
public final class AppEnvironment {
  /// Who can sign in.
  public let accounts: AccountDirectory
  /// The feed.
  public let items: ItemStore
  /// Users' profiles and preferences.
  public let profiles: ProfileStore

  /// An environment over the given stores.
  public init(accounts: AccountDirectory, items: ItemStore, profiles: ProfileStore) {
    self.accounts = accounts
    self.items = items
    self.profiles = profiles
  }

  /// In-memory stores seeded with the demo account (`demo` / `scaffolding`) and a few items.
  public static func demo() -> AppEnvironment {
    let accounts = AccountDirectory()
    _ = try? accounts.register(
      username: DemoContent.username, displayName: DemoContent.displayName, password: DemoContent.password)
    return AppEnvironment(
      accounts: accounts, items: ItemStore(items: DemoContent.items),
      profiles: ProfileStore(profiles: DemoContent.profiles))
  }

  var authDependencies: AuthCoordinator.Dependencies {
    AuthCoordinator.Dependencies(
      signIn: { [accounts] username, password in try accounts.signIn(username: username, password: password) },
      register: { [accounts, profiles] username, displayName, password in
        let session = try accounts.register(username: username, displayName: displayName, password: password)
        profiles.save(UserProfile(userID: session.userID, displayName: displayName, bio: ""))
        return session
      },
      requestPasswordReset: { _ in })
  }

  func homeDependencies(session: Session, showAuthor: @escaping @MainActor (UserID) -> Void)
    -> HomeCoordinator.Dependencies
  {
    HomeCoordinator.Dependencies(
      feed: { [items] in items.items },
      item: { [items] id in items.item(id) },
      related: { [items] id in items.related(to: id) },
      publish: { [items] title, body in items.add(title: title, body: body, author: session.userID) },
      showAuthor: showAuthor)
  }

  var profileDependencies: ProfileCoordinator.Dependencies {
    ProfileCoordinator.Dependencies(
      profile: { [profiles] id in profiles.profile(id) }, save: { [profiles] profile in profiles.save(profile) })
  }

  func settingsDependencies(session: Session) -> SettingsCoordinator.Dependencies {
    SettingsCoordinator.Dependencies(
      preferences: { [profiles] in profiles.preferences(session.userID) },
      savePreferences: { [profiles] value in profiles.save(value, for: session.userID) },
      deleteAccount: { [accounts, profiles] in
        accounts.delete(session.userID)
        profiles.delete(session.userID)
      })
  }
}
