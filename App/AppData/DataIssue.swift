import Foundation

/// A problem found while opening the data folder. The app still starts; it shows these so the
/// user knows what was lost and where the original file was kept.
public struct DataIssue: Hashable, Sendable, CustomStringConvertible {
  /// What went wrong with the file.
  public enum Problem: Hashable, Sendable {
    /// The file exists but could not be read (permissions, a folder in its place, I/O error).
    case unreadable(reason: String)
    /// The file was read but is not valid data for its store.
    case corrupt(reason: String)
    /// The file was written by a newer version of the app, in a format this one doesn't know.
    case unsupportedVersion(Int)
    /// The folder or file could not be written, so changes will not be kept.
    case notSaved(reason: String)
  }

  /// The file (or, for a folder problem, the folder) concerned.
  public let file: URL
  /// What went wrong.
  public let problem: Problem
  /// Where the bad file was moved so a fresh one could replace it; nil if it was not moved.
  public let movedAsideTo: URL?

  /// An issue as the data layer reports it.
  public init(file: URL, problem: Problem, movedAsideTo: URL? = nil) {
    self.file = file
    self.problem = problem
    self.movedAsideTo = movedAsideTo
  }

  /// A sentence for the user or a log: which file, what was wrong, where it went.
  public var description: String {
    let path = file.path(percentEncoded: false)
    let what: String
    switch problem {
    case .unreadable(let reason): what = "\(path) could not be read (\(reason))"
    case .corrupt(let reason): what = "\(path) is damaged (\(reason))"
    case .unsupportedVersion(let version):
      what = "\(path) was written by a newer version of the app (format \(version))"
    case .notSaved(let reason): return "\(path) could not be saved (\(reason)); changes will not be kept."
    }
    if let movedAsideTo {
      return "\(what). It was moved to \(movedAsideTo.path(percentEncoded: false)) and the app started without it."
    }
    return "\(what). It could not be moved aside, so the next save replaces it; the app started without it."
  }
}
