import AppData
import AppTesting
import FeatureFlagsClient
import Foundation
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

@testable import AppFeature

/// The demo user every app test signs in as.
let demoSession = Session(userID: UserID("demo"), displayName: "Demo User")

extension Session {
  /// Whether this is a session of the demo user (of whichever account: its key is random).
  var isDemo: Bool { userID == demoSession.userID && displayName == demoSession.displayName }
}

extension AppCoordinator {
  /// Signs in as the demo account through Auth's login screen, as a user would, and waits
  /// until the sign-in has settled; a screen without `login` is reported at the caller's line,
  /// and a refused sign-in throws its sentence.
  func signInAsDemo(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let run = try perform("login", "demo", "scaffolding", on: self, sourceLocation: sourceLocation)
    await settledWithAppWork()
    try await run?.value
  }

  /// The lines of the screen shown now.
  var visibleLines: [String] { visibleScreen?.render().lines ?? [] }

  /// Follows a link given as text.
  func open(_ text: String) async throws {
    try await open(DeepLink(parsing: text))
  }

  /// The title of the screen shown now.
  var visibleTitle: String? { visibleScreen?.render().title }
}

extension AppDataStores {
  /// The demo account deleted and "demo" registered again by someone else, behind the back of
  /// whoever signed in to it before, as another device or process would.
  @DataActor
  func replaceDemoAccount() async throws {
    let old = try await accounts.signIn(username: "demo", password: "scaffolding")
    try accounts.deleteAccount(old)
    _ = try accounts.register(username: "demo", displayName: "Someone Else", password: "another secret")
  }
}

extension AppEnvironment {
  /// The app launched on this environment once it has restored `places`, saved as the demo
  /// user's session's last location (one link per line, the selected tab's first), on `tabs`.
  @MainActor
  func launchRestoring(_ places: String, tabs: [AppTab] = .standIns) async throws -> AppCoordinator {
    let session = try await stores.accounts.signIn(username: "demo", password: "scaffolding")
    try await stores.sessions.save(session, lastLocation: places)
    let app = AppCoordinator(environment: self, tabs: tabs)
    await app.finishedPendingWork()
    return app
  }
}

/// A data folder under the temporary directory, removed when the value goes away.
final class DataFolder {
  let url = FileManager.default.temporaryDirectory.appending(path: "app-tests-\(UUID().uuidString)")

  /// The app on this folder, as a launch would open it.
  @MainActor
  func launch(tabs: [AppTab] = .standIns) -> AppCoordinator {
    AppCoordinator(environment: environment(), tabs: tabs)
  }

  /// The data in this folder, opened as a launch would (another process, when opened again).
  @MainActor
  func environment() -> AppEnvironment {
    .open(at: .directory(url), hashCost: SystemPasswordHasher.minimumCost)
  }

  /// ``launch(tabs:)``, once it has restored what was saved (see
  /// ``AppCoordinator/finishedPendingWork()``).
  @MainActor
  func launchSettled(tabs: [AppTab] = .standIns) async -> AppCoordinator {
    let app = launch(tabs: tabs)
    await app.finishedPendingWork()
    return app
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}

/// Keeps the context a tab was built with, so a test can act as the tab's feature would.
@MainActor
final class ContextRecorder {
  var context: TabContext?
  /// The links followed through a context made by ``context(for:environment:)``.
  var links: [String] = []
  /// The session ends asked for through it.
  var ends: [SessionEnd] = []

  /// A context for the demo account, signed in to `environment` as a user would, that records
  /// links and session ends instead of navigating.
  func context(environment: AppEnvironment) async throws -> TabContext {
    TabContext(
      session: try await environment.stores.accounts.signIn(username: "demo", password: "scaffolding"),
      environment: environment, recentSignIn: RecentSignIn(provedNow: true),
      featureFlags: FeatureFlags(client: .live(environment)),
      followLink: { [weak self] link in self?.links.append(link.description) },
      endSession: { [weak self] reason in self?.ends.append(reason) })
  }
}
