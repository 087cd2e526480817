import Auth
import Home
import Profile
import Scaffolding
import Settings
import SharedModels

/// One feature on its own, on in-memory demo data: what a feature's example app is in an
/// Xcode project, and what `console --feature` runs.
///
/// The feature gets the same kind of dependencies the app gives it, cut from a throwaway
/// environment; what would lead outside the feature (a result, "view author") is reported
/// through `onOutcome` instead of navigating.
public enum FeaturePreview: String, CaseIterable, Sendable {
  case auth, home, profile, settings

  /// Builds the feature's coordinator as the root of its own tree.
  @MainActor
  public func makeCoordinator(environment: AppEnvironment, onOutcome: @escaping @MainActor (String) -> Void)
    -> any Coordinatable
  {
    let session = Session(userID: UserID("demo"), displayName: "Demo User")  // the seeded demo account
    switch self {
    case .auth:
      return AuthCoordinator(dependencies: environment.authDependencies) { session in
        onOutcome("Auth completed: signed in as \(session.userID)")
      }
    case .home:
      return HomeCoordinator(
        dependencies: environment.homeDependencies(session: session) { author in
          onOutcome("Home asked to show \(author)'s profile")
        })
    case .profile:
      return ProfileCoordinator(session: session, dependencies: environment.profileDependencies)
    case .settings:
      return SettingsCoordinator(session: session, dependencies: environment.settingsDependencies(session: session)) {
        outcome in onOutcome("Settings completed: \(outcome)")
      }
    }
  }
}
