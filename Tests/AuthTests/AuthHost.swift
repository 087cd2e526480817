import Auth
import Scaffolding
import ScaffoldingTesting

/// The app's root swap in small: Auth while signed out, swapped for a stand-in once signed in,
/// so a test can drop Auth the way the app does, through the tree.
@MainActor
final class AuthHost: RootCoordinatable {
  enum Destinations: Destinationable, DestinationMeta {
    case signedOut, signedIn

    typealias Meta = Self
    var meta: Self { self }

    func value(for host: AuthHost) -> Destination {
      switch self {
      case .signedOut: .coordinator(meta, owner: host) { $0.makeAuth() }
      case .signedIn: .coordinator(meta, owner: host) { _ in StandInFlow("Signed in", returning: 0) }
      }
    }
  }

  let root = Root<AuthHost>(root: .signedOut)
  /// Makes the Auth the host shows while signed out.
  let makeAuth: @MainActor () -> AuthCoordinator

  init(_ makeAuth: @escaping @MainActor () -> AuthCoordinator) {
    self.makeAuth = makeAuth
  }
}
