import Scaffolding

/// An app's top: a signed-out screen or the tab bar, swapped wholesale.
final class BenchRoot: RootCoordinatable {
  enum Destinations: Destinationable {
    case signedOut
    case signedIn

    enum Meta: DestinationMeta {
      case signedOut, signedIn
    }

    var meta: Meta {
      switch self {
      case .signedOut: .signedOut
      case .signedIn: .signedIn
      }
    }

    func value(for coordinator: BenchRoot) -> Destination {
      switch self {
      case .signedOut: .screen(meta, BenchScreen(id: 0))
      case .signedIn: .coordinator(meta, owner: coordinator) { _ in BenchTabs() }
      }
    }
  }

  let root = Root<BenchRoot>(root: .signedOut)

  /// The four-level deep link the budget names: root swap, tab select, two pushes.
  func openDeepLink() {
    setRoot(.signedIn) { (tabs: BenchTabs) in
      tabs.selectFirstTab(.profile) { (flow: BenchFlow) in
        flow.route(to: .detail(1)).route(to: .detail(2))
      }
    }
  }
}
