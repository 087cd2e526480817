/// Why an item could not be added, worded for the compose screen.
public enum ItemError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The title is empty or only whitespace.
  case emptyTitle
  /// The item could not be saved; the feed is unchanged.
  case notSaved(DataWriteError)

  /// A sentence the compose screen can show.
  public var description: String {
    switch self {
    case .emptyTitle: "Give your post a title."
    case .notSaved(let error): error.description
    }
  }
}
