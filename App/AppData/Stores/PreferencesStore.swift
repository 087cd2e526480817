import SharedModels

/// Each user's preferences, saved in `preferences.json`. Users who never changed anything get
/// the defaults of ``UserPreferences``.
@MainActor
public final class PreferencesStore {
  private var preferences: [String: UserPreferences]
  private let file: StoreFile<[String: UserPreferences]>

  init(file: StoreFile<[String: UserPreferences]>, preferences: [String: UserPreferences]) {
    self.file = file
    self.preferences = preferences
  }

  /// The user's preferences, or the defaults.
  public func preferences(for id: UserID) -> UserPreferences {
    preferences[id.rawValue] ?? UserPreferences()
  }

  /// Saves the user's preferences. On failure nothing changes.
  public func save(_ newValue: UserPreferences, for id: UserID) throws(DataWriteError) {
    var updated = preferences
    updated[id.rawValue] = newValue
    try commit(updated)
  }

  /// Forgets a user's preferences (account deletion).
  func remove(for id: UserID) throws(DataWriteError) {
    guard preferences[id.rawValue] != nil else { return }
    var updated = preferences
    updated[id.rawValue] = nil
    try commit(updated)
  }

  private func commit(_ updated: [String: UserPreferences]) throws(DataWriteError) {
    try file.save(updated)
    preferences = updated
  }
}
