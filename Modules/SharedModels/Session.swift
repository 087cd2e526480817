/// Proof of a signed-in user: what Auth hands the app when it completes.
///
/// The app swaps its root on receiving one and builds every authenticated feature from it, so
/// nothing signed-in exists without a session.
public struct Session: Hashable, Codable, Sendable {
  /// The signed-in user.
  public let userID: UserID
  /// The name screens greet the user with.
  public let displayName: String

  /// A session for a user who has just proved who they are.
  public init(userID: UserID, displayName: String) {
    self.userID = userID
    self.displayName = displayName
  }
}
