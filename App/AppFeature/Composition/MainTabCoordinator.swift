import Home
import Profile
import Scaffolding
import Settings
import SharedModels

/// The signed-in app: one tab per feature, each with its own independent stack.
///
/// Built for one session and discarded on sign-out, so the next user starts from fresh tabs.
public final class MainTabCoordinator: TabCoordinatable {
  /// The tab bar's state.
  public let tabItems = TabItems<MainTabCoordinator>(tabs: [.home, .profile, .settings])
  let session: Session
  let environment: AppEnvironment
  private let onSignOut: @MainActor () -> Void

  /// Tabs for `session`; `onSignOut` runs when Settings reports the user left.
  public init(session: Session, environment: AppEnvironment, onSignOut: @escaping @MainActor () -> Void) {
    self.session = session
    self.environment = environment
    self.onSignOut = onSignOut
  }

  func home() -> any Coordinatable {
    HomeCoordinator(dependencies: environment.homeDependencies)
  }

  func profile() -> any Coordinatable {
    ProfileCoordinator(session: session, dependencies: environment.profileDependencies)
  }

  func settings() -> any Coordinatable {
    SettingsCoordinator(session: session) { [weak self] outcome in
      switch outcome {
      case .signedOut: self?.onSignOut()
      }
    }
  }
}
