import Scaffolding

/// A root coordinator swapping between signed-out, a tab bar and a flow.
@MainActor
final class AppRoot: RootCoordinatable {
  enum Destinations: Destinationable {
    case signedOut
    case main
    case home
    case notice
    case compose

    enum Meta: DestinationMeta {
      case signedOut, main, home, notice, compose
    }

    var meta: Meta {
      switch self {
      case .signedOut: .signedOut
      case .main: .main
      case .home: .home
      case .notice: .notice
      case .compose: .compose
      }
    }

    func value(for coordinator: AppRoot) -> Destination {
      switch self {
      case .signedOut: .screen(meta, TestScreen("Signed out"))
      case .main: .coordinator(meta, owner: coordinator) { _ in MainTabs() }
      case .home: .coordinator(meta, owner: coordinator) { _ in HomeFlow() }
      case .notice: .screen(meta, TestScreen("Notice"))
      case .compose: .coordinator(meta, owner: coordinator) { _ in ComposeFlow() }
      }
    }
  }

  let root: Root<AppRoot>

  init(root: Destinations = .signedOut) {
    self.root = Root(root: root)
  }
}
