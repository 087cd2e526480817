import Foundation

/// What the running app does when a read or write meets a damaged database file
/// (`SQLITE_CORRUPT`, `SQLITE_NOTADB`) after opening went well: the same as opening does. The
/// file is reported and moved aside (`data.sqlite3.corrupt-N`, its companions first) and a fresh
/// database with the demo content takes its place under the stores, so the app goes on: the
/// statement that met the damage still fails with its error, reads show the fresh content, and
/// the signed-in user's next write throws ``SessionEndedError`` (no account in the fresh file
/// has their key), which sends them to sign-in. If another process already replaced the file,
/// the stores just move over to that one. The moved-aside file is reported until acknowledged,
/// like one found at opening.
@MainActor
final class DamageRecovery {
  private let database: Database
  private let url: URL
  private let hasher: any PasswordHasher
  /// What was found and done, for ``AppDataStores/issues``.
  private(set) var issues: [DataIssue] = []

  /// Recovery for `database`, the file at `url`; it handles the database's damage from now on.
  init(database: Database, url: URL, hasher: any PasswordHasher) {
    self.database = database
    self.url = url
    self.hasher = hasher
    database.onDamage = { [weak self] error in
      MainActor.assumeIsolated { self?.recover(from: error) }
    }
  }

  private func recover(from error: DatabaseError) {
    let path = url.path(percentEncoded: false)
    if SystemCalls.fileID(at: path) == database.fileID {
      // Still the damaged file: set it aside, so it can't be opened again.
      database.close()
      let destination = DatabaseFile.moveAside(url)
      issues.append(DataIssue(file: url, problem: .corrupt(reason: error.message), movedAsideTo: destination))
    }
    switch DatabaseOpening.openFile(at: url, hasher: hasher, issues: &issues) {
    case .success(let fresh): database.adopt(fresh)
    case .failure(let refusal): database.refuseWrites(with: refusal)
    }
  }
}
