import Scaffolding

extension ComposeCoordinator {
  /// The compose steps, in order.
  enum Destinations: Destinationable {
    case title, body, review

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

extension ComposeCoordinator.Destinations: DestinationMeta {}
