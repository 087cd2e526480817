import Foundation
import SharedModels

/// Every store the app owns, over one SQLite database (``fileName`` in the data folder, in WAL
/// mode), opened together from one ``DataLocation``.
///
/// Several processes can use the same folder at once: each write is one transaction that
/// waits its turn, and every read sees what the others committed. Opening never fails: a
/// damaged database is moved aside and replaced, and listed in ``issues``; a folder or file
/// that can't be used is listed too, and then the app runs on the demo content in memory and
/// every mutation (sign-in included) throws. A new database starts with the demo content, as
/// does every in-memory launch. Reads that fail throw ``DataReadError``, never read as empty.
///
/// The stores run on ``DataActor``, off the main actor, so the app awaits them as it would a
/// network client. Only opening is synchronous (see ``open(at:hasher:lockout:now:)``).
@DataActor
package final class AppDataStores {
  /// Where the data lives.
  package nonisolated let location: DataLocation
  /// What went wrong while opening, and since (damage met by a read or write, see
  /// ``DamageRecovery``), for the app to show; empty when all is well. Pass what was shown to
  /// ``acknowledge(_:)``.
  package var issues: [DataIssue] { openingIssues + (database.recovery?.issues ?? []) }
  private let openingIssues: [DataIssue]
  /// Who can sign in.
  package nonisolated let accounts: AccountStore
  /// The saved session and where the user was in every tab.
  package nonisolated let sessions: SessionStore
  /// Users' profiles.
  package nonisolated let profiles: ProfileStore
  /// The feed.
  package nonisolated let items: ItemStore
  /// Per-user preferences.
  package nonisolated let preferences: PreferencesStore
  /// The screen views analytics recorded, waiting to be sent.
  package nonisolated let screenViews: ScreenViewStore
  /// How far each user has looked at the feed, and what others published since.
  package nonisolated let feedSeen: FeedSeenStore
  /// Each user's item being written.
  package nonisolated let drafts: DraftStore
  /// The feature flags this device turned on or off.
  package nonisolated let featureFlags: FeatureFlagStore
  /// The database every store uses.
  let database: Database
  /// This window, among the others using the same folder.
  private let windows: OpenWindows

  /// The database's file name in the data folder.
  package nonisolated static let fileName = DatabaseFile.name

  /// Opens the database at `location` and makes every store over it. Nonisolated, like
  /// ``open(at:hasher:lockout:now:)``: nothing else can reach the new database yet.
  private nonisolated init(
    location: DataLocation, hasher: some PasswordHasher, lockout: LockoutPolicy, now: @escaping @Sendable () -> Date
  ) {
    var issues: [DataIssue] = []
    let database = DatabaseOpening.open(location, hasher: hasher, issues: &issues)
    // A file found damaged while running is moved aside and a fresh one put in its place.
    database.recovery = database.url.map { DamageRecovery(url: $0, hasher: hasher) }
    self.location = location
    self.openingIssues = issues
    self.database = database
    self.accounts = AccountStore(database: database, hasher: hasher, policy: lockout, now: now)
    self.sessions = SessionStore(database: database)
    self.profiles = ProfileStore(database: database)
    self.items = ItemStore(database: database)
    self.preferences = PreferencesStore(database: database)
    self.screenViews = ScreenViewStore(database: database)
    self.feedSeen = FeedSeenStore(database: database)
    self.windows = OpenWindows(dataFolder: database.url?.deletingLastPathComponent())
    self.drafts = DraftStore(database: database, windows: windows, items: items)
    self.featureFlags = FeatureFlagStore(database: database)
  }

  /// Writes everything into `data.sqlite3` and closes it, so the file is whole on its own while
  /// the app is not running (a backup of that one file holds everything); the last window to
  /// close marks it closed cleanly (see ``CleanClose``). Call it on every way out of the app;
  /// every store throws afterwards. Safe to call twice.
  package func close() {
    CleanClose.close(database)
    windows.close()
  }

  /// Copies what the last writes left in the `-wal` into the database file (see ``close()``),
  /// keeping the stores open: call it when the user has settled (before waiting for them, when
  /// the app goes to the background), so a `kill -9` then loses nothing even if the `-wal` is
  /// damaged afterwards. Writes do it themselves at most once a second.
  package func copyLogIntoDatabase() {
    guard database.url != nil else { return }
    database.copyLog()
  }

  /// Records that the user has seen `issues` (the front end calls it once it has shown them),
  /// so the damaged files they name are not reported again at the next start. Until then every
  /// start reports them, so a crash before they were shown loses no warning.
  package func acknowledge(_ issues: [DataIssue]) throws(DataWriteError) {
    try DamagedFiles.acknowledge(issues, in: database)
  }

  /// Opens (or on first launch, creates and seeds) the stores at `location`.
  ///
  /// Synchronous and callable from any actor, so an app can open its data as it launches and a
  /// test in one line; it runs on the caller's thread (a moment for a healthy file), before
  /// anything else can reach the stores. Everything after opening runs on ``DataActor``.
  ///
  /// - Parameters:
  ///   - hasher: Hashes passwords; the app passes `SystemPasswordHasher()`, tests a low cost.
  ///   - lockout: When repeated wrong passwords lock an account.
  ///   - now: The clock lockouts are measured with; tests inject their own.
  package nonisolated static func open(
    at location: DataLocation, hasher: some PasswordHasher, lockout: LockoutPolicy = .standard,
    now: @escaping @Sendable () -> Date = { Date() }
  ) -> AppDataStores {
    AppDataStores(location: location, hasher: hasher, lockout: lockout, now: now)
  }
}
