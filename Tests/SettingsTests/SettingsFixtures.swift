import Scaffolding
import SharedModels

/// Who Settings' tests are signed in as, and what the screen in front of them shows.
enum SettingsFixtures {
  static let session = Session(userID: UserID("ada"), displayName: "Ada")

  /// The lines of the screen a user sees from `coordinator` down; none when nothing is shown.
  @MainActor
  static func lines(of coordinator: some Coordinatable) -> [String] {
    coordinator.visibleScreen?.render().lines ?? []
  }

  /// The names of the actions that screen offers.
  @MainActor
  static func actions(of coordinator: some Coordinatable) -> [String] {
    coordinator.visibleScreen?.render().actions.map(\.name) ?? []
  }
}

/// What a store says when the disk fails under a read or a write.
struct DiskFailure: Error, CustomStringConvertible {
  var description: String { "Couldn't read data.sqlite3 in /data/: disk I/O error." }
}
