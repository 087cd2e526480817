/// Thrown, as it is, by every write made on a signed-in user's behalf (and by saving or
/// restoring their session) when the account the session was made for no longer exists: it
/// was deleted, perhaps by another process, and perhaps registered again by someone else.
/// Nothing was written. The app ends the session and sends the user to sign-in.
package struct SessionEndedError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The error for a session whose account is gone.
  package init() {}

  /// The sentence the user reads.
  package var description: String { "Your account was deleted or replaced elsewhere; sign in again." }
}
