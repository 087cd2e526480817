import Scaffolding

extension ComposeCoordinator {
  /// The compose steps, in order; nested so the module still exports a single top-level symbol.
  public enum Destinations: Destinationable, DestinationMeta {
    /// Step 1: the headline, the flow's root.
    case title
    /// Step 2: the text.
    case body
    /// Step 3: what will be published, and the publish.
    case review

    /// No case carries a value, so the cases name themselves.
    public typealias Meta = Self

    /// This route's name: the case itself.
    public var meta: Self { self }

    /// Calls the coordinator's route function for this case.
    public func value(for coordinator: ComposeCoordinator) -> Destination {
      switch self {
      case .title: .screen(meta, coordinator.titleStep())
      case .body: .screen(meta, coordinator.bodyStep())
      case .review: .screen(meta, coordinator.review())
      }
    }
  }
}
