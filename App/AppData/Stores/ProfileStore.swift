import SharedModels

/// Every user's profile, saved in `profiles.json`. Registering an account creates its profile
/// (``AccountStore`` does it, so an account never exists without one); deleting removes it.
@MainActor
public final class ProfileStore {
  private var profiles: [UserID: UserProfile]
  private let file: StoreFile<[UserProfile]>

  init(file: StoreFile<[UserProfile]>, profiles: [UserProfile]) {
    self.file = file
    self.profiles = Dictionary(profiles.map { ($0.userID, $0) }, uniquingKeysWith: { _, last in last })
  }

  /// A user's profile, nil for unknown users.
  public func profile(_ id: UserID) -> UserProfile? {
    profiles[id]
  }

  /// Saves (adds or replaces) a profile. On failure nothing changes.
  public func save(_ profile: UserProfile) throws(DataWriteError) {
    var updated = profiles
    updated[profile.userID] = profile
    try commit(updated)
  }

  /// Removes a user's profile (account deletion).
  func remove(_ id: UserID) throws(DataWriteError) {
    guard profiles[id] != nil else { return }
    var updated = profiles
    updated[id] = nil
    try commit(updated)
  }

  /// What this store would write, sorted so the file is stable.
  var snapshot: [UserProfile] {
    profiles.values.sorted { $0.userID.rawValue < $1.userID.rawValue }
  }

  private func commit(_ updated: [UserID: UserProfile]) throws(DataWriteError) {
    try file.save(updated.values.sorted { $0.userID.rawValue < $1.userID.rawValue })
    profiles = updated
  }
}
