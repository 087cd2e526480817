import Foundation
import Testing

/// What each known issue of the testing library's own tests says in the test output: the run's
/// known issues are these failures, which the helpers under test must report, not open bugs.
let reportedOnPurpose: Comment = "on purpose: a ScaffoldingTesting helper must report this failure"

/// Runs `body`, which must record at least one issue on the line this function is called from
/// (as a ScaffoldingTesting helper written there does), or on `line` of this file when given,
/// and returns what those issues say.
///
/// Issues recorded anywhere else still fail the test, so a helper that reports at its own file
/// or at the `@Test` line fails here; so does one that records nothing ("known issue was not
/// recorded"). Keep `body` on the calling line (`let said = issues { expectStack(…) }`), or pass
/// the line the helper is called on: `issues(atLine: #line + 1) { … }`.
func issues(
  atLine line: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) -> [String] {
  let line = line ?? sourceLocation.line
  let log = IssueLog()
  // A matched error (a require… helper's) is not rethrown; an unmatched one is an issue already.
  try? withKnownIssue(reportedOnPurpose, sourceLocation: sourceLocation) {
    try body()
  } matching: { issue in
    log.keep(issue, ifAt: sourceLocation.fileID, line: line)
  }
  return log.messages
}

/// ``issues(atLine:sourceLocation:_:)`` for an async `body`.
func issues(
  atLine line: Int? = nil, isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () async throws -> Void
) async -> [String] {
  let line = line ?? sourceLocation.line
  let log = IssueLog()
  try? await withKnownIssue(reportedOnPurpose, isolation: isolation, sourceLocation: sourceLocation) {
    try await body()
  } matching: { issue in
    log.keep(issue, ifAt: sourceLocation.fileID, line: line)
  }
  return log.messages
}

/// The messages the matcher of ``issues(atLine:sourceLocation:_:)`` saw; the matcher may run on
/// any thread. An `NSLock` rather than a `Mutex`, which ThreadSanitizer can't see on Linux.
private final class IssueLog: @unchecked Sendable {
  // @unchecked: `storage` is only used under `lock`.
  private let lock = NSLock()
  private var storage: [String] = []

  /// Keeps what `issue` says when it was recorded on `line` of `fileID`, and says whether it was.
  func keep(_ issue: Issue, ifAt fileID: String, line: Int) -> Bool {
    guard issue.sourceLocation?.fileID == fileID, issue.sourceLocation?.line == line else { return false }
    let message = issue.comments.map(\.rawValue).joined(separator: "\n")
    lock.withLock { storage.append(message) }
    return true
  }

  var messages: [String] { lock.withLock { storage } }
}
