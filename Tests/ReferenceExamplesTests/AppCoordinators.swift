import Observation
import Scaffolding

// The guide's three AppCoordinators, each in a namespace of its own because they share a name:
// the atomic auth swap, the deep link, and result delivery. `@Scaffoldable` dropped and its
// `Destinations` written by hand; nothing else changed.

/// "Atomic auth swap".
enum AuthSwap {
  @MainActor @Observable
  final class AppCoordinator: @MainActor RootCoordinatable {
    var root = Root<AppCoordinator>(root: .unauthenticated)

    func unauthenticated() -> any Coordinatable { LoginCoordinator() }
    func authenticated() -> any Coordinatable { MainTabCoordinator() }

    func signIn() { setRoot(.authenticated) }
    func signOut() { setRoot(.unauthenticated) }
  }
}

extension AuthSwap.AppCoordinator {
  enum Destinations: Destinationable {
    case unauthenticated
    case authenticated

    enum Meta: DestinationMeta {
      case unauthenticated, authenticated
    }

    var meta: Meta {
      switch self {
      case .unauthenticated: .unauthenticated
      case .authenticated: .authenticated
      }
    }

    func value(for instance: AuthSwap.AppCoordinator) -> Destination {
      switch self {
      case .unauthenticated: .coordinator(meta, owner: instance) { $0.unauthenticated() }
      case .authenticated: .coordinator(meta, owner: instance) { $0.authenticated() }
      }
    }
  }
}

/// "Deep linking".
enum DeepLink {
  @MainActor @Observable
  final class AppCoordinator: @MainActor RootCoordinatable {
    var root = Root<AppCoordinator>(root: .unauthenticated)

    func unauthenticated() -> any Coordinatable { LoginCoordinator() }
    func authenticated() -> any Coordinatable { MainTabCoordinator() }

    /// Land on the user's profile from a URL / push / quick action.
    /// Each `<T: Coordinatable>` overload hands the next step a typed
    /// reference to the freshly-resolved child.
    func openProfile(userId: Int) {
      setRoot(.authenticated) { (tab: MainTabCoordinator) in
        tab.selectFirstTab(.profile) { (profile: ProfileCoordinator) in
          profile.route(to: .userDetail(id: userId))
        }
      }
    }
  }
}

extension DeepLink.AppCoordinator {
  enum Destinations: Destinationable {
    case unauthenticated
    case authenticated

    enum Meta: DestinationMeta {
      case unauthenticated, authenticated
    }

    var meta: Meta {
      switch self {
      case .unauthenticated: .unauthenticated
      case .authenticated: .authenticated
      }
    }

    func value(for instance: DeepLink.AppCoordinator) -> Destination {
      switch self {
      case .unauthenticated: .coordinator(meta, owner: instance) { $0.unauthenticated() }
      case .authenticated: .coordinator(meta, owner: instance) { $0.authenticated() }
      }
    }
  }
}

/// "Result delivery between coordinators". The guide shows only the two members below; the
/// root (`home`) and `session` are the least it needs to compile.
enum ResultDelivery {
  @MainActor @Observable
  final class AppCoordinator: @MainActor RootCoordinatable {
    var root = Root<AppCoordinator>(root: .home)
    var session: AuthToken?

    func home() -> some Screen { HomeView() }

    // AppCoordinator
    func login(onComplete: @escaping @MainActor (AuthToken) -> Void) -> any Coordinatable {
      LoginCoordinator(onComplete: onComplete)
    }

    func startLogin() {
      present(
        .login(onComplete: { [weak self] token in
          self?.session = token
        }), as: .sheet)
    }
  }
}

extension ResultDelivery.AppCoordinator {
  enum Destinations: Destinationable {
    case home
    case login(onComplete: @MainActor (AuthToken) -> Void)

    enum Meta: DestinationMeta {
      case home, login
    }

    var meta: Meta {
      switch self {
      case .home: .home
      case .login: .login
      }
    }

    func value(for instance: ResultDelivery.AppCoordinator) -> Destination {
      switch self {
      case .home: .screen(meta, instance.home())
      case .login(let onComplete): .coordinator(meta, owner: instance) { $0.login(onComplete: onComplete) }
      }
    }
  }
}

/// The README's `MainCoordinator`, whose `profile` route the "Navigate with callback" example
/// follows.
@MainActor @Observable
final class MainCoordinator: @MainActor FlowCoordinatable {
  var stack = FlowStack<MainCoordinator>(root: .home)

  // Navigation methods
  func home() -> some Screen { HomeView() }
  func detail() -> some Screen { DetailView() }
  func profile() -> any Coordinatable { ProfileCoordinator() }
}

extension MainCoordinator {
  enum Destinations: Destinationable {
    case home
    case detail
    case profile

    enum Meta: DestinationMeta {
      case home, detail, profile
    }

    var meta: Meta {
      switch self {
      case .home: .home
      case .detail: .detail
      case .profile: .profile
      }
    }

    func value(for instance: MainCoordinator) -> Destination {
      switch self {
      case .home: .screen(meta, instance.home())
      case .detail: .screen(meta, instance.detail())
      case .profile: .coordinator(meta, owner: instance) { $0.profile() }
      }
    }
  }
}
