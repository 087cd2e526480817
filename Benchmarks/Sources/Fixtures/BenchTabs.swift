import Scaffolding

/// Three tabs, each its own ``BenchFlow``: the shape of the app's signed-in tab bar.
final class BenchTabs: TabCoordinatable {
  enum Destinations: Destinationable, DestinationMeta {
    case home, profile, settings

    typealias Meta = Self

    var meta: Self { self }

    func value(for coordinator: BenchTabs) -> Destination {
      switch self {
      case .home: .tab(meta, label: TabLabel("Home"), owner: coordinator) { _ in BenchFlow() }
      case .profile: .tab(meta, label: TabLabel("Profile"), owner: coordinator) { _ in BenchFlow() }
      case .settings: .tab(meta, label: TabLabel("Settings"), owner: coordinator) { _ in BenchFlow() }
      }
    }
  }

  let tabItems = TabItems<BenchTabs>(tabs: [.home, .profile, .settings])
}
