import Auth
import Home
import Profile
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
  /// Users' profiles.
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
    accounts.register(
      username: DemoContent.username, displayName: DemoContent.displayName, password: DemoContent.password)
    return AppEnvironment(
      accounts: accounts, items: ItemStore(items: DemoContent.items),
      profiles: ProfileStore(profiles: DemoContent.profiles))
  }

  var authDependencies: AuthCoordinator.Dependencies {
    AuthCoordinator.Dependencies { [accounts] username, password in
      try accounts.signIn(username: username, password: password)
    }
  }

  var homeDependencies: HomeCoordinator.Dependencies {
    HomeCoordinator.Dependencies(feed: { [items] in items.items }, item: { [items] id in items.item(id) })
  }

  var profileDependencies: ProfileCoordinator.Dependencies {
    ProfileCoordinator.Dependencies { [profiles] id in profiles.profile(id) }
  }
}
