import Scaffolding

extension EditProfileCoordinator {
  /// The edit steps, in order.
  enum Destinations: Destinationable, DestinationMeta {
    case name, bio, review

    /// No case carries a value, so the cases name themselves.
    typealias Meta = Self

    var meta: Self { self }

    func value(for coordinator: EditProfileCoordinator) -> Destination {
      switch self {
      case .name: .screen(meta, coordinator.nameStep())
      case .bio: .screen(meta, coordinator.bioStep())
      case .review: .screen(meta, coordinator.review())
      }
    }
  }
}
