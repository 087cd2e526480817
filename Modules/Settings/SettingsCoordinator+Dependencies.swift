import SharedModels

extension SettingsCoordinator {
  /// What Settings needs from the app: the signed-in user's preferences and a way to delete
  /// the account. Each throwing closure's error is the sentence the user reads.
  public struct Dependencies {
    /// The signed-in user's preferences; throws a user-facing error when they can't be read.
    public var preferences: @MainActor () throws -> UserPreferences
    /// Stores the signed-in user's preferences.
    public var savePreferences: @MainActor (UserPreferences) throws -> Void
    /// Deletes the signed-in user's account and everything stored for it.
    public var deleteAccount: @MainActor () throws -> Void

    /// Dependencies backed by the given closures.
    public init(
      preferences: @escaping @MainActor () throws -> UserPreferences,
      savePreferences: @escaping @MainActor (UserPreferences) throws -> Void,
      deleteAccount: @escaping @MainActor () throws -> Void
    ) {
      self.preferences = preferences
      self.savePreferences = savePreferences
      self.deleteAccount = deleteAccount
    }
  }
}

extension SettingsCoordinator.Dependencies {
  /// Settings without the app, for previews and tests: preferences in memory, starting at
  /// `preferences`; deleting the account succeeds and deletes nothing.
  @MainActor
  public static func preview(preferences: UserPreferences = UserPreferences()) -> Self {
    let saved = PreviewPreferences(preferences: preferences)
    return Self(
      preferences: { saved.preferences },
      savePreferences: { saved.preferences = $0 },
      deleteAccount: {})
  }
}

/// The preferences a preview reads and saves; a class so every closure of one preview shares them.
@MainActor
private final class PreviewPreferences {
  var preferences: UserPreferences

  init(preferences: UserPreferences) {
    self.preferences = preferences
  }
}
