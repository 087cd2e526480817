extension DeleteAccountCoordinator {
  /// What the delete flow needs from Settings.
  struct Dependencies {
    /// Deletes the signed-in user's account; throws the sentence the user reads when refused.
    var deleteAccount: @Sendable () async throws -> Void
  }
}
