extension DeleteAccountCoordinator {
  /// What the delete flow hands back to Settings; cancelling hands back nothing.
  enum Outcome: Equatable {
    /// The account and everything it owned are gone.
    case deleted
  }
}
