import Observation
import Scaffolding

// The guide's "Tab bar with independent flows": `Label` becomes `TabLabel` (a tab's label is
// data, not a view), `@Scaffoldable` dropped and its `Destinations` written by hand.

@MainActor @Observable
final class MainTabCoordinator: @MainActor TabCoordinatable {
  var tabItems = TabItems<MainTabCoordinator>(tabs: [.home, .profile])

  func home() -> (any Coordinatable, TabLabel) {
    (HomeCoordinator(), TabLabel("Home", systemImage: "house"))
  }
  func profile() -> (any Coordinatable, TabLabel) {
    (ProfileCoordinator(), TabLabel("Profile", systemImage: "person"))
  }
}

extension MainTabCoordinator {
  enum Destinations: Destinationable {
    case home
    case profile

    enum Meta: DestinationMeta {
      case home, profile
    }

    var meta: Meta {
      switch self {
      case .home: .home
      case .profile: .profile
      }
    }

    func value(for instance: MainTabCoordinator) -> Destination {
      // A tab tuple: the route function runs once; its coordinator is handed over when the
      // tab is first needed.
      let (coordinator, label) =
        switch self {
        case .home: instance.home()
        case .profile: instance.profile()
        }
      return .tab(meta, label: label, owner: instance) { _ in coordinator }
    }
  }
}

/// The profile flow the guide's tab bar and deep link use: `.userDetail(id:)` is the route
/// `openProfile(userId:)` pushes; `setUser` is what the README's routing callback calls.
@MainActor @Observable
final class ProfileCoordinator: @MainActor FlowCoordinatable {
  var stack = FlowStack<ProfileCoordinator>(root: .profile)
  var user: User?

  func profile() -> some Screen { ProfileView() }
  func userDetail(id: Int) -> some Screen { UserDetailView(id: id) }
  func setUser(_ user: User) { self.user = user }
}

extension ProfileCoordinator {
  enum Destinations: Destinationable {
    case profile
    case userDetail(id: Int)

    enum Meta: DestinationMeta {
      case profile, userDetail
    }

    var meta: Meta {
      switch self {
      case .profile: .profile
      case .userDetail: .userDetail
      }
    }

    func value(for instance: ProfileCoordinator) -> Destination {
      switch self {
      case .profile: .screen(meta, instance.profile())
      case .userDetail(let id): .screen(meta, instance.userDetail(id: id))
      }
    }
  }
}
