import SharedModels

/// Every user's profile.
@MainActor
public final class ProfileStore {
  private var profiles: [UserID: UserProfile]

  /// A store holding `profiles`.
  public init(profiles: [UserProfile] = []) {
    self.profiles = Dictionary(profiles.map { ($0.userID, $0) }, uniquingKeysWith: { _, last in last })
  }

  /// A user's profile, nil for unknown users.
  public func profile(_ id: UserID) -> UserProfile? {
    profiles[id]
  }
}
