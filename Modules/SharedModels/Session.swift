/// Proof of a signed-in user: what Auth hands the app when it completes.
///
/// The app swaps its root on receiving one and builds every authenticated feature from it, so
/// nothing signed-in exists without a session.
public struct Session: Hashable, Codable, Sendable {
  /// The signed-in user.
  public let userID: UserID
  /// The name screens greet the user with.
  public let displayName: String
  /// The account the user signed in to; every write on their behalf is checked against it, so
  /// a session ends when its account is deleted or replaced by a new one of the same name.
  public let accountKey: AccountKey

  /// A session for a user who has just proved who they are. Previews and tests that never
  /// write may leave out `accountKey`.
  public init(userID: UserID, displayName: String, accountKey: AccountKey = .unbound) {
    self.userID = userID
    self.displayName = displayName
    self.accountKey = accountKey
  }
}
