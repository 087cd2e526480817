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
///
/// The database keeps it (``Database/recovery``) and calls it from inside the failed read or
/// write, so it runs where the stores do, on ``DataActor``.
final class DamageRecovery {
  private let url: URL
  private let hasher: any PasswordHasher
  /// What was found and done, for ``AppDataStores/issues``.
  private(set) var issues: [DataIssue] = []

  /// Recovery for the database file at `url`.
  init(url: URL, hasher: any PasswordHasher) {
    self.url = url
    self.hasher = hasher
  }

  /// Sets the damaged file `database` has open aside, if it is still at ``url``, and moves
  /// `database` over to a fresh file (or makes it refuse writes when none can be made).
  func recover(from error: DatabaseError, in database: Database) {
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
