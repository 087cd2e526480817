/// When the user last proved who they are in this process: signing in, or giving their password
/// again. What asks for the password again before something that must not be done by whoever
/// picked up an unlocked phone (Settings' account page). A session restored at launch was
/// proved in another process, so it is not recent until the password is given again.
@MainActor
final class RecentSignIn {
  /// How long a proof counts as recent.
  static let window: Duration = .seconds(5 * 60)
  /// When the user last proved it; nil for a restored session.
  var provedAt: ContinuousClock.Instant?

  /// A proof made now (a sign-in in this process), or none yet (a restored session).
  init(provedNow: Bool) {
    provedAt = provedNow ? .now : nil
  }

  /// Whether the last proof is recent.
  var isRecent: Bool {
    provedAt.map { ContinuousClock.now - $0 < Self.window } ?? false
  }

  /// The user proved who they are again.
  func proved() {
    provedAt = .now
  }
}
