/// A user's app settings. Shared because Settings shows and edits them while the app applies
/// them (appearance) and stores them per user.
public struct UserPreferences: Hashable, Codable, Sendable {
  /// How the app looks; `system` follows the device.
  public enum Appearance: String, Hashable, Codable, Sendable, CaseIterable {
    /// Follow the device's light or dark setting.
    case system
    /// Always light.
    case light
    /// Always dark.
    case dark
  }

  /// The chosen look.
  public var appearance: Appearance
  /// Whether the user wants notifications.
  public var notificationsEnabled: Bool

  /// Preferences as chosen; the defaults are what a new user starts with.
  public init(appearance: Appearance = .system, notificationsEnabled: Bool = true) {
    self.appearance = appearance
    self.notificationsEnabled = notificationsEnabled
  }
}
