import FeatureFlagsClient
import SharedModels

extension SettingsCoordinator {
  /// What Settings needs from the app: the signed-in user's preferences, a way to delete the
  /// account, and the feature flags to turn on and off. Each closure does I/O, so it is
  /// `async`, may run on any actor, and throws the sentence the user reads when it fails or is
  /// refused.
  public struct Dependencies: Sendable {
    /// The signed-in user's preferences; throws a user-facing error when they can't be read.
    public var preferences: @Sendable () async throws -> UserPreferences
    /// Stores the signed-in user's preferences.
    public var savePreferences: @Sendable (UserPreferences) async throws -> Void
    /// Deletes the signed-in user's account and everything stored for it.
    public var deleteAccount: @Sendable () async throws -> Void
    /// Whether the user proved who they are lately (signed in, or confirmed their password):
    /// the account page asks for the password again when not; when this throws, the way to the
    /// account page is refused with the error's sentence.
    public var signInIsRecent: @Sendable () async throws -> Bool
    /// Checks the signed-in user's password, throwing the sentence the user reads when it is
    /// wrong; a right one makes the sign-in recent.
    public var confirmPassword: @Sendable (String) async throws -> Void
    /// The feature flags the app runs with, which the features page lists and turns on or off.
    public var featureFlags: FeatureFlags

    /// Dependencies backed by the given closures.
    public init(
      preferences: @escaping @Sendable () async throws -> UserPreferences,
      savePreferences: @escaping @Sendable (UserPreferences) async throws -> Void,
      deleteAccount: @escaping @Sendable () async throws -> Void,
      signInIsRecent: @escaping @Sendable () async throws -> Bool,
      confirmPassword: @escaping @Sendable (String) async throws -> Void,
      featureFlags: FeatureFlags
    ) {
      self.preferences = preferences
      self.savePreferences = savePreferences
      self.deleteAccount = deleteAccount
      self.signInIsRecent = signInIsRecent
      self.confirmPassword = confirmPassword
      self.featureFlags = featureFlags
    }
  }
}

extension SettingsCoordinator.Dependencies {
  /// Settings without the app, for previews and tests: preferences in memory, starting at
  /// `preferences`; deleting the account succeeds and deletes nothing; the sign-in is recent,
  /// and the password is `password`; every flag starts at its default and a change lasts the
  /// run. Usable from any actor, as the live dependencies are.
  public static func preview(preferences: UserPreferences = UserPreferences()) -> Self {
    let saved = PreviewStore(preferences)
    return Self(
      preferences: { await saved.with { $0 } },
      savePreferences: { preferences in await saved.with { $0 = preferences } },
      deleteAccount: {},
      signInIsRecent: { true },
      confirmPassword: { password in
        guard password == "password" else { throw PreviewRefusal(description: "that is not your password") }
      },
      featureFlags: FeatureFlags(client: .preview))
  }
}
