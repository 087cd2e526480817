/// A user's preferences: Settings shows and edits them, the app stores them per user.
public struct UserPreferences: Hashable, Codable, Sendable {
  /// The colour scheme a graphical front end would use.
  public enum Appearance: String, Hashable, Codable, Sendable, CaseIterable {
    /// Follow the system setting.
    case system
    /// Always light.
    case light
    /// Always dark.
    case dark
  }

  /// The chosen colour scheme.
  public var appearance: Appearance
  /// Whether the user wants notifications.
  public var notificationsEnabled: Bool

  /// Preferences as a new user starts with them: follow the system, notifications on.
  public init(appearance: Appearance = .system, notificationsEnabled: Bool = true) {
    self.appearance = appearance
    self.notificationsEnabled = notificationsEnabled
  }
}
