extension ModNameCoordinator {
  /// What ModName hands to the app.
  public enum Outcome: Equatable, Sendable {
    /// The user finished with this entry.
    case finished(Entry)
  }
}
