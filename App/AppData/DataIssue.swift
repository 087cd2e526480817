import Foundation

/// A problem found while opening the data folder. The app still starts; it shows these so the
/// user knows what was lost and where the original file was kept.
package struct DataIssue: Hashable, Sendable, CustomStringConvertible {
  /// What went wrong with the file.
  package enum Problem: Hashable, Sendable {
    /// The file exists but could not be read (permissions, I/O error, far too large).
    case unreadable(reason: String)
    /// The file was read but is not valid data for its store.
    case corrupt(reason: String)
    /// The file was written by a newer version of the app, in a format this one doesn't know.
    case unsupportedVersion(Int)
    /// The path holds something other than a regular file (a named pipe, a device, a folder, a
    /// symbolic link), which was refused without being opened.
    case notARegularFile(kind: String)
    /// The folder or file could not be written, so changes will not be kept.
    case notSaved(reason: String)
    /// The data folder can be written by other users; the warning says how to fix it.
    case notPrivate(warning: String)
    /// The database's write-ahead log (or shared-memory file) was found without the database
    /// (deleted after a crash, say): it belongs to no file here, so it was set aside rather than
    /// replayed into the new database.
    case withoutDatabase
    /// The database holds fewer writes than were committed to it: the `-wal` that held the
    /// last ones was deleted, cut short or damaged after the app stopped abruptly.
    case writesLost(count: Int)
    /// The database's write-ahead log holds another database's writes (the file was replaced
    /// after a crash, the old log left beside it): it was set aside rather than replayed.
    case logOfAnotherDatabase
    /// The record of committed writes beside the database (`data.sqlite3-commits`) is missing,
    /// unreadable, another database's or behind it, for this reason, so lost writes could not
    /// be told.
    case commitsUnchecked(reason: String)
    /// A damaged copy was moved aside at an earlier start (``DataIssue/movedAsideTo``) and the
    /// user has not acknowledged it yet.
    case movedAsideEarlier
  }

  /// The file (or, for a folder problem, the folder) concerned.
  package let file: URL
  /// What went wrong.
  package let problem: Problem
  /// Where the bad file was moved so a fresh one could replace it; nil if it was not moved.
  package let movedAsideTo: URL?

  /// An issue as the data layer reports it.
  package init(file: URL, problem: Problem, movedAsideTo: URL? = nil) {
    self.file = file
    self.problem = problem
    self.movedAsideTo = movedAsideTo
  }

  /// A sentence for the user or a log: which file, what was wrong, where it went.
  package var description: String {
    let path = file.path(percentEncoded: false)
    let what: String
    switch problem {
    case .unreadable(let reason): what = "\(path) could not be read (\(reason))"
    case .corrupt(let reason): what = "\(path) is damaged (\(reason))"
    case .unsupportedVersion(let version):
      what = "\(path) was written by a newer version of the app (format \(version))"
    case .notARegularFile(let kind): what = "\(path) is \(kind), not a regular file, so it was not opened"
    case .withoutDatabase:
      what = "\(path) was found without its database, so it was not replayed into a new one (what it held is lost)"
    case .logOfAnotherDatabase:
      what = "\(path) holds another database's changes, so it was not replayed into the file beside it"
    case .notSaved(let reason): return "\(path) could not be saved (\(reason)); changes will not be kept."
    case .notPrivate(let warning): return warning
    case .writesLost(let count):
      let writes = count == 1 ? "the last change saved" : "the last \(count) changes saved"
      return "\(path) lacks \(writes) before the app last stopped: its log (\(path)-wal) was deleted, "
        + "cut short or damaged after a crash. The app started with what the file holds."
    case .commitsUnchecked(let reason):
      return "\(path) \(reason), so the app could not check whether recent changes were lost."
    case .movedAsideEarlier:
      let kept = movedAsideTo?.path(percentEncoded: false) ?? "a file beside it"
      return "\(path) was found damaged at an earlier start; the damaged copy is kept in \(kept)."
    }
    if let movedAsideTo {
      return "\(what). It was moved to \(movedAsideTo.path(percentEncoded: false)) and the app started without it."
    }
    return "\(what). It was left where it is and the app started without it."
  }
}
