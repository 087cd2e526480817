import Scaffolding

extension DeleteAccountCoordinator {
  /// The two steps of deleting an account.
  enum Destinations: Destinationable, DestinationMeta {
    case warning, confirmation

    /// No case carries a value, so the cases name themselves.
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
