import Home
import Profile
import Scaffolding
import Settings
import SharedModels

/// The signed-in app: one tab per feature, each with its own independent stack.
///
/// Built for one session and discarded on sign-out, so the next user starts from fresh tabs.
/// It is where features meet: Home's "view author" lands in the Profile tab here, without Home
/// knowing Profile exists.
public final class MainTabCoordinator: TabCoordinatable {
  /// The tab bar's state.
  public let tabItems = TabItems<MainTabCoordinator>(tabs: [.home, .profile, .settings])
  let session: Session
  let environment: AppEnvironment
  private let onLeave: @MainActor (SettingsCoordinator.Outcome) -> Void

  /// Tabs for `session`; `onLeave` runs when Settings reports the user left.
  public init(
    session: Session, environment: AppEnvironment, onLeave: @escaping @MainActor (SettingsCoordinator.Outcome) -> Void
  ) {
    self.session = session
    self.environment = environment
    self.onLeave = onLeave
  }

  func home() -> any Coordinatable {
    HomeCoordinator(
      dependencies: environment.homeDependencies(session: session) { [weak self] author in
        guard let self else { return }
        let link = DeepLink.profile(users: [author])
        try environment.validate(link)
        open(link)
      })
  }

  func profile() -> any Coordinatable {
    ProfileCoordinator(session: session, dependencies: environment.profileDependencies)
  }

  func settings() -> any Coordinatable {
    SettingsCoordinator(session: session, dependencies: environment.settingsDependencies(session: session)) {
      [weak self] outcome in self?.onLeave(outcome)
    }
  }

  /// Shows a signed-in location: selects its tab, resets that tab's stack and walks the link's
  /// pushes, each step handed the typed coordinator it lands on. Links are checked by
  /// ``AppCoordinator/open(_:)`` before they get here.
  func open(_ link: DeepLink) {
    switch link {
    case .home(let items):
      selectFirstTab(.home) { (home: HomeCoordinator) in
        home.popToRoot()
        for id in items { home.route(to: .detail(id)) }
      }
    case .compose:
      selectFirstTab(.home) { (home: HomeCoordinator) in
        home.popToRoot()
        home.present(.compose, as: .sheet)
      }
    case .profile(let users):
      // The signed-in user's own profile is the tab's root, never a pushed "other user".
      let others = users.filter { $0 != session.userID }
      selectFirstTab(.profile) { (profile: ProfileCoordinator) in
        profile.popToRoot()
        for id in others { profile.route(to: .user(id)) }
      }
    case .editProfile:
      selectFirstTab(.profile) { (profile: ProfileCoordinator) in
        profile.popToRoot()
        profile.present(.edit, as: .sheet)
      }
    case .settings(let page):
      selectFirstTab(.settings) { (settings: SettingsCoordinator) in
        settings.popToRoot()
        if let page { settings.route(to: page.destination) }
      }
    case .login, .signUp:
      break
    }
  }
}
