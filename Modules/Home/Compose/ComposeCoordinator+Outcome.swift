import SharedModels

extension ComposeCoordinator {
  /// What compose hands back to Home; cancelling hands back nothing.
  enum Outcome: Equatable {
    /// The draft was published as this item.
    case published(Item)
  }
}
