/// The feature flags this device turned on or off, by name: the device's, not a user's, so
/// every account signed in here runs with them. A flag never turned on or off has no row and is
/// at the app's default; names the app doesn't know (a flag removed since) are kept, unread.
///
/// Each change is one write transaction, so consoles sharing the folder each see a flag on or
/// off, never half of a change, and a `kill -9` keeps it or loses it whole.
@DataActor
package final class FeatureFlagStore {
  private let database: Database

  nonisolated init(database: Database) {
    self.database = database
  }

  /// Every flag this device turned on (true) or off, by name. Throws when the database can't
  /// be read.
  package func flags() throws(DataReadError) -> [String: Bool] {
    try database.read { () throws(DatabaseError) -> [String: Bool] in
      var flags: [String: Bool] = [:]
      for row in try database.rows("SELECT name, is_on FROM feature_flags") {
        if let name = row[0].text { flags[name] = row[1].integer != 0 }
      }
      return flags
    }
  }

  /// Turns the flag `name` on or off on this device. Throws ``DataWriteError`` when the write
  /// fails; then nothing changes.
  package func set(_ name: String, on isOn: Bool) throws(DataWriteError) {
    try database.write { () throws(DatabaseError) in
      try database.run(
        "INSERT INTO feature_flags (name, is_on) VALUES (?1, ?2) ON CONFLICT (name) DO UPDATE SET is_on = ?2",
        .text(name), .integer(isOn ? 1 : 0))
    }
  }
}
