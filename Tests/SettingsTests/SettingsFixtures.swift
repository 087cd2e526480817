import SharedModels

/// Who Settings' tests are signed in as.
enum SettingsFixtures {
  static let session = Session(userID: UserID("ada"), displayName: "Ada")
}
