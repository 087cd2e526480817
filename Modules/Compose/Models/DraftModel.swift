import Observation

/// What the flow knows about keeping its draft: why it couldn't (shown on every step), and the
/// user's request to forget it and close (`cancel`), which the first step's task carries out.
@MainActor
@Observable
final class DraftModel {
  /// The sentence saying the draft couldn't be read or kept; nil when all is well.
  var problem: String?
  /// Bumped by ``forgetAndClose()``; the first step's `task(id:)` forgets the draft when it
  /// changes, then closes the sheet.
  private(set) var forgetRequests = 0

  /// Asks the first step's task to forget the draft and close the sheet.
  func forgetAndClose() {
    forgetRequests += 1
  }
}
