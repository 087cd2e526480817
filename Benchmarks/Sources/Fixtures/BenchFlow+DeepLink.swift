import AppFeature
import Scaffolding

/// Links into a ``BenchFlow``: `detail/<n>/detail/<m>…` pushes those details, with no data to
/// check, so a tab of it measures what restoring a deep place costs the app and the core alone.
extension BenchFlow: DeepLinkableFlow {
  static func routes(in path: DeepLinkPath) throws(DeepLinkError) -> [Destinations] {
    try path.values(of: "detail").map { value throws(DeepLinkError) in
      guard let number = DeepLinkPath.number(value) else { throw DeepLinkError("'\(value)' is not a detail") }
      return .detail(number)
    }
  }
}

extension BenchFlow.Destinations: LinkedDestinations {
  var linkSegments: [String] {
    switch self {
    case .detail(let id): ["detail", "\(id)"]
    case .home, .sheet, .child, .loading, .saving: []
    }
  }
}

extension AppTab {
  /// A tab of a ``BenchFlow`` called `name`, beside the app's own tabs.
  static func bench(_ name: String) -> AppTab {
    AppTab(name, label: TabLabel(name.capitalized), make: { _ in BenchFlow() }, preview: { _ in BenchFlow() })
  }
}
