import Auth
import Scaffolding
import SharedModels

/// The top of the app: swaps atomically between the signed-out flow (Auth) and the signed-in
/// tab bar, so no signed-in state survives signing out.
///
/// The composition root: the only place that imports every feature and the concrete stores.
/// Features report results through `onComplete` closures; this coordinator turns them into
/// root swaps.
public final class AppCoordinator: RootCoordinatable {
  /// The app's navigation state.
  public let root = Root<AppCoordinator>(root: .signedOut)
  /// The stores every feature's dependencies are cut from.
  public let environment: AppEnvironment
  /// The signed-in session, nil while signed out.
  public private(set) var session: Session?
  /// The tab bar while signed in; front ends read its tabs and select them.
  public private(set) weak var mainTabs: MainTabCoordinator?

  /// An app over the given stores, starting signed out.
  public init(environment: AppEnvironment) {
    self.environment = environment
  }

  func signedOut() -> any Coordinatable {
    AuthCoordinator(dependencies: environment.authDependencies) { [weak self] session in
      self?.signIn(session)
    }
  }

  func signedIn(_ session: Session) -> any Coordinatable {
    MainTabCoordinator(session: session, environment: environment) { [weak self] in
      self?.signOut()
    }
  }

  /// Enters the signed-in app for `session`, replacing whatever was shown.
  public func signIn(_ session: Session) {
    self.session = session
    setRoot(.signedIn(session)) { [weak self] (tabs: MainTabCoordinator) in
      self?.mainTabs = tabs
    }
  }

  /// Leaves the signed-in app: its whole tree is torn down and login shows again.
  public func signOut() {
    session = nil
    setRoot(.signedOut)
  }
}
