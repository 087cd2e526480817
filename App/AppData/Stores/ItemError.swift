import SharedModels

/// Why an item could not be added, worded for the compose screen.
package enum ItemError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The title is empty or only whitespace.
  case emptyTitle
  /// The item could not be saved; the feed is unchanged.
  case notSaved(DataWriteError)
  /// The feed's highest id is already the largest possible (only a hand-edited file does this).
  case noFreeID

  /// A sentence the compose screen can show.
  package var description: String {
    switch self {
    case .emptyTitle: "Give your post a title."
    case .notSaved(let error): error.description
    case .noFreeID: "The feed has no id left for a new item."
    }
  }
}
