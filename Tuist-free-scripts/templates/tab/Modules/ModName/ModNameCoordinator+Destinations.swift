import Scaffolding

extension ModNameCoordinator {
  /// ModName's routes; nested so the module still exports a single top-level symbol.
  public enum Destinations: Destinationable {
    /// The list of entries, the flow's root.
    case start
    /// One entry's page, pushed.
    case entry(Entry.ID)

    /// The route names, for `isInStack` and `popToFirst`: a mirror of the cases because
    /// `entry` carries an id.
    public enum Meta: DestinationMeta {
      /// The list.
      case start
      /// An entry's page, whichever entry.
      case entry
    }

    /// This route's name.
    public var meta: Meta {
      switch self {
      case .start: .start
      case .entry: .entry
      }
    }

    /// Calls the coordinator's route function for this case.
    public func value(for coordinator: ModNameCoordinator) -> Destination {
      switch self {
      case .start: .screen(meta, coordinator.start())
      case .entry(let id): .screen(meta, coordinator.entry(id))
      }
    }
  }
}
