/// Why the signed-in app ended: what a feature asks of the app when the user leaves.
///
/// Defined by the app, not by a feature, so the feature that offers sign-out can be removed
/// without the app's types changing.
public enum SessionEnd: Equatable, Sendable {
  /// The user signed out; their account stays.
  case signedOut
  /// The user deleted their account; it is gone.
  case accountDeleted
  /// The account the session was made for is gone: deleted elsewhere (another device or
  /// process), perhaps registered again by someone else. The app finds this out itself, when a
  /// write made for the user is refused (``TabContext/write(_:)``).
  case endedElsewhere
}
