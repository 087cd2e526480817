import Foundation
import SharedModels

/// Every store the app owns, opened together from one ``DataLocation``.
///
/// Opening never fails: a file that can't be read or decoded is moved aside and listed in
/// ``issues``, and that store starts empty; a folder that can't be created or written is
/// listed too, and then each mutation throws its ``DataWriteError``. A first launch (none of
/// the files exist) and every in-memory launch start with the demo content.
@MainActor
public final class AppDataStores {
  /// Where the data lives.
  public let location: DataLocation
  /// What went wrong while opening, for the app to show; empty when all is well.
  public let issues: [DataIssue]
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

  /// The file names in the data folder, one per store.
  public static let fileNames = ["accounts.json", "session.json", "profiles.json", "items.json", "preferences.json"]

  private init(
    location: DataLocation, issues: [DataIssue], accounts: AccountStore, sessions: SessionStore,
    profiles: ProfileStore, items: ItemStore, preferences: PreferencesStore
  ) {
    self.location = location
    self.issues = issues
    self.accounts = accounts
    self.sessions = sessions
    self.profiles = profiles
    self.items = items
    self.preferences = preferences
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
    let folder = prepareFolder(location, issues: &issues)
    let folderIsUsable = folder != nil && issues.isEmpty
    let accountsFile = StoreFile<[StoredAccount]>(name: "accounts.json", folder: folder)
    let sessionFile = StoreFile<SessionStore.Contents>(name: "session.json", folder: folder)
    let profilesFile = StoreFile<[UserProfile]>(name: "profiles.json", folder: folder)
    let itemsFile = StoreFile<[Item]>(name: "items.json", folder: folder)
    let preferencesFile = StoreFile<[String: UserPreferences]>(name: "preferences.json", folder: folder)
    let isFirstLaunch = fileNames.allSatisfy { !StoreFile<Int>(name: $0, folder: folder).exists }

    var storedAccounts = accountsFile.load(reporting: &issues) ?? []
    var profileList = profilesFile.load(reporting: &issues) ?? []
    var itemList = itemsFile.load(reporting: &issues) ?? []
    var session = sessionFile.load(reporting: &issues) ?? SessionStore.Contents()
    let preferenceMap = preferencesFile.load(reporting: &issues) ?? [:]

    if isFirstLaunch {
      profileList = DemoContent.profiles
      itemList = DemoContent.items
      storedAccounts = demoAccounts(hasher: hasher, file: accountsFile, issues: &issues)
      // Written at once so the next launch finds them; if the folder is already reported as
      // unusable, one issue is enough.
      if folderIsUsable {
        do {
          try profilesFile.save(profileList)
          try itemsFile.save(itemList)
          try accountsFile.save(storedAccounts)
        } catch {
          issues.append(DataIssue(file: error.file, problem: .notSaved(reason: error.reason)))
        }
      }
    }
    // A session for an account that no longer exists (deleted, or its file was lost) is dropped.
    if let userID = session.session?.userID, !storedAccounts.contains(where: { $0.userID == userID }) {
      session = SessionStore.Contents()
    }

    let profiles = ProfileStore(file: profilesFile, profiles: profileList)
    let items = ItemStore(file: itemsFile, items: itemList)
    let preferences = PreferencesStore(file: preferencesFile, preferences: preferenceMap)
    let sessions = SessionStore(file: sessionFile, contents: session)
    let accounts = AccountStore(
      file: accountsFile, accounts: storedAccounts, hasher: hasher, policy: lockout, now: now, profiles: profiles,
      items: items, preferences: preferences, sessions: sessions)
    return AppDataStores(
      location: location, issues: issues, accounts: accounts, sessions: sessions, profiles: profiles, items: items,
      preferences: preferences)
  }

  /// The demo account, hashed with `hasher`; none (and an issue) if hashing fails.
  private static func demoAccounts(
    hasher: some PasswordHasher, file: StoreFile<[StoredAccount]>, issues: inout [DataIssue]
  ) -> [StoredAccount] {
    do {
      let hash = try hasher.hash(DemoContent.password)
      return [
        StoredAccount(
          userID: UserID(DemoContent.username), displayName: DemoContent.displayName, passwordHash: hash,
          failedAttempts: 0, lockedUntil: nil)
      ]
    } catch {
      issues.append(DataIssue(file: file.url ?? URL(filePath: file.name), problem: .notSaved(reason: "\(error)")))
      return []
    }
  }

  /// Creates the folder if needed and clears temporary files a crash left; nil in memory mode.
  /// A folder that can't be created is reported, and the folder URL is still returned so every
  /// later save fails with a clear ``DataWriteError`` instead of silently going nowhere.
  private static func prepareFolder(_ location: DataLocation, issues: inout [DataIssue]) -> URL? {
    guard case .directory(let folder) = location else { return nil }
    if let reason = SystemCalls.createDirectories(at: folder.path(percentEncoded: false)) {
      issues.append(DataIssue(file: folder, problem: .notSaved(reason: reason)))
      return folder
    }
    AtomicFile.removeLeftovers(in: folder, for: fileNames)
    return folder
  }
}
