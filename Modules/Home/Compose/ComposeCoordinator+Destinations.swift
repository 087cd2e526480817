import Scaffolding

extension ComposeCoordinator {
  /// The compose steps, in order.
  enum Destinations: Destinationable, DestinationMeta {
    case title, body, review

    /// No case carries a value, so the cases name themselves.
    typealias Meta = Self

    var meta: Self { self }

    func value(for coordinator: ComposeCoordinator) -> Destination {
      switch self {
      case .title: .screen(meta, coordinator.titleStep())
      case .body: .screen(meta, coordinator.bodyStep())
      case .review: .screen(meta, coordinator.review())
      }
    }
  }
}
