import Observation
import Scaffolding

// The guide's "Coordinator anatomy" and "A flow with a sheet that's a sub-flow", which declare
// the same HomeCoordinator: views swapped for screens, `@Scaffoldable` dropped and its
// `Destinations` written below by hand; nothing else changed.

@MainActor @Observable
final class HomeCoordinator: @MainActor FlowCoordinatable {
  // Required: the observable container that owns the stack.
  var stack = FlowStack<HomeCoordinator>(root: .home)

  // Routes — each becomes a `Destinations` enum case.
  func home() -> some Screen { HomeView() }
  func detail(item: Item) -> some Screen { DetailView(item: item) }
  func settings() -> any Coordinatable { SettingsCoordinator() }

  // Optional helpers. Void return type ⇒ never tracked by the macro —
  // no @ScaffoldingIgnored needed (or wanted) here.
  func openDetail(_ item: Item) {
    route(to: .detail(item: item))
  }

  func openSettings() {
    present(.settings, as: .sheet)
  }
}

// What `@Scaffoldable` generates, by hand.
extension HomeCoordinator {
  enum Destinations: Destinationable {
    case home
    case detail(item: Item)
    case settings

    enum Meta: DestinationMeta {
      case home, detail, settings
    }

    var meta: Meta {
      switch self {
      case .home: .home
      case .detail: .detail
      case .settings: .settings
      }
    }

    func value(for instance: HomeCoordinator) -> Destination {
      switch self {
      case .home: .screen(meta, instance.home())
      case .detail(let item): .screen(meta, instance.detail(item: item))
      case .settings: .coordinator(meta, owner: instance) { $0.settings() }
      }
    }
  }
}

/// The settings flow the guide's HomeCoordinator presents; the README's nested-routing example
/// routes from it to `.accountDetails`.
@MainActor @Observable
final class SettingsCoordinator: @MainActor FlowCoordinatable {
  var stack = FlowStack<SettingsCoordinator>(root: .settings)

  func settings() -> some Screen { SettingsView() }
  func accountDetails() -> any Coordinatable { AccountCoordinator() }
}

extension SettingsCoordinator {
  enum Destinations: Destinationable {
    case settings
    case accountDetails

    enum Meta: DestinationMeta {
      case settings, accountDetails
    }

    var meta: Meta {
      switch self {
      case .settings: .settings
      case .accountDetails: .accountDetails
      }
    }

    func value(for instance: SettingsCoordinator) -> Destination {
      switch self {
      case .settings: .screen(meta, instance.settings())
      case .accountDetails: .coordinator(meta, owner: instance) { $0.accountDetails() }
      }
    }
  }
}

/// The README's `AccountCoordinator`, which the nested-routing example hands a user.
@MainActor @Observable
final class AccountCoordinator: @MainActor FlowCoordinatable {
  var stack = FlowStack<AccountCoordinator>(root: .details)
  var user: User?

  func details() -> some Screen { AccountDetailsView() }
  func setUser(_ user: User) { self.user = user }
}

extension AccountCoordinator {
  enum Destinations: Destinationable {
    case details

    enum Meta: DestinationMeta {
      case details
    }

    var meta: Meta { .details }

    func value(for instance: AccountCoordinator) -> Destination {
      .screen(meta, instance.details())
    }
  }
}
