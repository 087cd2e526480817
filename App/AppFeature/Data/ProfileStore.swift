import SharedModels

/// Every user's profile and preferences.
@MainActor
public final class ProfileStore {
  private var profiles: [UserID: UserProfile]
  private var preferences: [UserID: UserPreferences] = [:]

  /// A store holding `profiles`.
  public init(profiles: [UserProfile] = []) {
    self.profiles = Dictionary(profiles.map { ($0.userID, $0) }, uniquingKeysWith: { _, last in last })
  }

  /// A user's profile, nil for unknown users.
  public func profile(_ id: UserID) -> UserProfile? {
    profiles[id]
  }

  /// Stores a profile.
  public func save(_ profile: UserProfile) {
    profiles[profile.userID] = profile
  }

  /// A user's preferences, defaults when never saved.
  public func preferences(_ id: UserID) -> UserPreferences {
    preferences[id] ?? UserPreferences()
  }

  /// Stores a user's preferences.
  public func save(_ value: UserPreferences, for id: UserID) {
    preferences[id] = value
  }

  /// Forgets everything about a user.
  public func delete(_ id: UserID) {
    profiles[id] = nil
    preferences[id] = nil
  }
}
