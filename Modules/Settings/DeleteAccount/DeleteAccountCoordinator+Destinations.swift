import Scaffolding

extension DeleteAccountCoordinator {
  /// The two steps of deleting an account.
  enum Destinations: Destinationable {
    case warning, confirmation

    typealias Meta = Self

    var meta: Self { self }

    func value(for coordinator: DeleteAccountCoordinator) -> Destination {
      switch self {
      case .warning: .screen(meta, coordinator.warning())
      case .confirmation: .screen(meta, coordinator.confirmation())
      }
    }
  }
}

extension DeleteAccountCoordinator.Destinations: DestinationMeta {}
