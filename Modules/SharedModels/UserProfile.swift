/// What a user shows about themselves: read by Profile, written by its edit flow.
public struct UserProfile: Hashable, Codable, Sendable {
  /// Whose profile this is.
  public let userID: UserID
  /// The name other users see.
  public var displayName: String
  /// A short self-description.
  public var bio: String

  /// A profile as a store holds it.
  public init(userID: UserID, displayName: String, bio: String) {
    self.userID = userID
    self.displayName = displayName
    self.bio = bio
  }
}
