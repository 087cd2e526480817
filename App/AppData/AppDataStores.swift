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
@MainActor
public final class AppDataStores {
  /// Where the data lives.
  public let location: DataLocation
  /// What went wrong while opening, and since (damage met by a read or write, see
  /// ``DamageRecovery``), for the app to show; empty when all is well. Pass what was shown to
  /// ``acknowledge(_:)``.
  public var issues: [DataIssue] { openingIssues + (recovery?.issues ?? []) }
  private let openingIssues: [DataIssue]
  /// Moves a file found damaged while running aside and puts a fresh one in its place.
  private let recovery: DamageRecovery?
  /// Who can sign in.
  public let accounts: AccountStore
  /// The saved session and last location.
  public let sessions: SessionStore
  /// Users' profiles.
  public let profiles: ProfileStore
  /// The feed.
  public let items: ItemStore
  /// Per-user preferences.
  public let preferences: PreferencesStore
  /// The database every store uses.
  let database: Database

  /// The database's file name in the data folder.
  public static let fileName = DatabaseFile.name

  private init(
    location: DataLocation, issues: [DataIssue], database: Database, accounts: AccountStore,
    recovery: DamageRecovery?
  ) {
    self.location = location
    self.openingIssues = issues
    self.recovery = recovery
    self.database = database
    self.accounts = accounts
    self.sessions = SessionStore(database: database)
    self.profiles = ProfileStore(database: database)
    self.items = ItemStore(database: database)
    self.preferences = PreferencesStore(database: database)
  }

  /// Writes everything into `data.sqlite3` and closes it, so the file is whole on its own while
  /// the app is not running (a backup of that one file holds everything). Call it on every way
  /// out of the app; every store throws afterwards. Safe to call twice.
  public func close() {
    database.close()
  }

  /// Records that the user has seen `issues` (the front end calls it once it has shown them),
  /// so the damaged files they name are not reported again at the next start. Until then every
  /// start reports them, so a crash before they were shown loses no warning.
  public func acknowledge(_ issues: [DataIssue]) throws(DataWriteError) {
    try DamagedFiles.acknowledge(issues, in: database)
  }

  /// Opens (or on first launch, creates and seeds) the stores at `location`.
  ///
  /// - Parameters:
  ///   - hasher: Hashes passwords; the app passes `SystemPasswordHasher()`, tests a low cost.
  ///   - lockout: When repeated wrong passwords lock an account.
  ///   - now: The clock lockouts are measured with; tests inject their own.
  public static func open(
    at location: DataLocation, hasher: some PasswordHasher, lockout: LockoutPolicy = .standard,
    now: @escaping @MainActor () -> Date = { Date() }
  ) -> AppDataStores {
    var issues: [DataIssue] = []
    let database = DatabaseOpening.open(location, hasher: hasher, issues: &issues)
    let accounts = AccountStore(database: database, hasher: hasher, policy: lockout, now: now)
    let recovery = database.url.map { DamageRecovery(database: database, url: $0, hasher: hasher) }
    return AppDataStores(
      location: location, issues: issues, database: database, accounts: accounts, recovery: recovery)
  }
}
