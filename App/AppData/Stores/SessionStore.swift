import SharedModels

/// The signed-in session and where the user was, saved in `session.json`, so a restart can
/// skip sign-in and return to the same place.
@MainActor
public final class SessionStore {
  /// What `session.json` holds.
  struct Contents: Codable, Hashable, Sendable {
    var session: Session?
    var lastLocation: String?
  }

  private var contents: Contents
  private let file: StoreFile<Contents>

  init(file: StoreFile<Contents>, contents: Contents) {
    self.file = file
    self.contents = contents
  }

  /// The session to restore, nil when signed out.
  public var current: Session? { contents.session }

  /// Where the user was, as the app encoded it (the app stores a deep-link URL string).
  /// Opaque to this store; nil when unknown.
  public var lastLocation: String? { contents.lastLocation }

  /// Records a sign-in. A new session starts with `lastLocation` (nil unless given).
  public func save(_ session: Session, lastLocation: String? = nil) throws(DataWriteError) {
    try commit(Contents(session: session, lastLocation: lastLocation))
  }

  /// Records where the signed-in user is now; call it as they navigate.
  public func saveLocation(_ location: String?) throws(DataWriteError) {
    var updated = contents
    updated.lastLocation = location
    try commit(updated)
  }

  /// Forgets the session and location (sign-out, account deletion).
  public func clear() throws(DataWriteError) {
    try commit(Contents())
  }

  private func commit(_ updated: Contents) throws(DataWriteError) {
    try file.save(updated)
    contents = updated
  }
}
