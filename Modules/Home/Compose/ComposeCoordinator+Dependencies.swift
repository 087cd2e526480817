import SharedModels

extension ComposeCoordinator {
  /// What compose needs from Home.
  struct Dependencies {
    /// Stores the draft as a new item; throws the sentence the user reads when refused.
    var publish: @Sendable (_ title: String, _ body: String) async throws -> Item
  }
}
