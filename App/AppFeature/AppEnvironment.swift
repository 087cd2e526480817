import AppData
import Auth
import Foundation
import Home
import Profile
import Settings
import SharedModels

/// The concrete stores the app owns and the feature dependencies cut from them.
///
/// Each feature declares what it needs (its `Dependencies`); this is the one place that knows
/// how those needs are met, so swapping the stores (in memory for tests, a data folder for the
/// app) touches no feature.
@MainActor
public final class AppEnvironment {
  /// The persisted stores.
  public let stores: AppDataStores
  /// Problems met while opening or saving data, oldest first, for a front end to show once.
  public private(set) var problems: [String]

  /// An environment over opened stores; their opening issues become the first ``problems``.
  public init(stores: AppDataStores) {
    self.stores = stores
    self.problems = stores.issues.map(\.description)
  }

  /// Opens the data at `location`, hashing passwords at `hashCost` (lower it in tests and
  /// benchmarks; the default is the platform hasher's).
  public static func open(at location: DataLocation, hashCost: Int = SystemPasswordHasher.defaultCost)
    -> AppEnvironment
  {
    AppEnvironment(stores: .open(at: location, hasher: SystemPasswordHasher(cost: hashCost)))
  }

  /// In-memory stores with the demo content (`demo` / `scaffolding`) and the cheapest hashing:
  /// for tests, previews and benchmarks.
  public static func demo() -> AppEnvironment {
    open(at: .inMemory, hashCost: SystemPasswordHasher.minimumCost)
  }

  /// Hands over the problems not yet shown, and forgets them.
  public func takeProblems() -> [String] {
    defer { problems.removeAll() }
    return problems
  }

  /// Runs a save whose failure must not stop the user (session, location): the failure is
  /// kept for the front end to show.
  func bestEffort(_ save: () throws -> Void) {
    do { try save() } catch { problems.append("\(error)") }
  }

  var authDependencies: AuthCoordinator.Dependencies {
    AuthCoordinator.Dependencies(
      signIn: { [stores] username, password in try stores.accounts.signIn(username: username, password: password) },
      register: { [stores] username, displayName, password in
        try stores.accounts.register(username: username, displayName: displayName, password: password)
      },
      requestPasswordReset: { _ in })
  }

  func homeDependencies(session: Session, showAuthor: @escaping @MainActor (UserID) throws -> Void)
    -> HomeCoordinator.Dependencies
  {
    HomeCoordinator.Dependencies(
      feed: { [stores] in stores.items.items },
      item: { [stores] id in stores.items.item(id) },
      related: { [stores] id in stores.items.related(to: id) },
      publish: { [stores] title, body in try stores.items.add(title: title, body: body, author: session.userID) },
      showAuthor: showAuthor)
  }

  var profileDependencies: ProfileCoordinator.Dependencies {
    ProfileCoordinator.Dependencies(
      profile: { [stores] id in stores.profiles.profile(id) },
      save: { [stores] profile in try stores.profiles.save(profile) })
  }

  func settingsDependencies(session: Session) -> SettingsCoordinator.Dependencies {
    SettingsCoordinator.Dependencies(
      preferences: { [stores] in stores.preferences.preferences(for: session.userID) },
      savePreferences: { [stores] value in try stores.preferences.save(value, for: session.userID) },
      deleteAccount: { [stores] in try stores.accounts.deleteAccount(session.userID) })
  }
}
