@_spi(Inspection) import Scaffolding
import Testing

/// Runs one of the visible screen's actions, the way a user would tap it: the step every
/// feature test takes to drive its coordinator.
///
/// When no screen is visible, or `action` is not among the screen's actions, it records an
/// issue at the caller's line naming the actions the screen does offer, runs nothing and
/// returns, so the test goes on (its next check says where navigation stands). An error the
/// action itself throws (a refused password, an unknown item) passes through unchanged, so
/// tests can expect it with `#expect(throws:)`; that is why the call takes `try`.
///
/// An asynchronous action (a publish) is started and left running: the task returned ends
/// with its error, for a test that answers its dependency by hand (``ControlledDependency``).
@MainActor
@discardableResult
public func perform(
  _ action: String,
  _ arguments: String...,
  on coordinator: some Coordinatable,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> Task<Void, any Error>? {
  try performOrRecord(action, arguments, on: coordinator, sourceLocation: sourceLocation)
}

/// ``perform(_:_:on:sourceLocation:)`` that throws after it records a missing action, so the
/// test stops there; errors the action throws pass through as they do there.
@MainActor
@discardableResult
public func requirePerform(
  _ action: String,
  _ arguments: String...,
  on coordinator: some Coordinatable,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> Task<Void, any Error>? {
  switch find(action, on: coordinator) {
  case .success(let found): return try found.perform(arguments)
  case .failure(let problem): try Report.requirement(problem.message, at: sourceLocation)
  }
}

/// Runs `action` with `arguments` if the visible screen offers it, else records why not at
/// the caller's line: what ``perform(_:_:on:sourceLocation:)`` and
/// ``performAndSettle(_:_:on:sourceLocation:)`` share.
@MainActor
private func performOrRecord(
  _ action: String, _ arguments: [String], on coordinator: some Coordinatable, sourceLocation: SourceLocation
) throws -> Task<Void, any Error>? {
  switch find(action, on: coordinator) {
  case .success(let found): return try found.perform(arguments)
  case .failure(let problem):
    Report.issue(problem.message, at: sourceLocation)
    return nil
  }
}

private struct MissingAction: Error {
  let message: String
}

@MainActor
private func find(_ action: String, on coordinator: some Coordinatable) -> Result<ScreenAction, MissingAction> {
  guard let visible = coordinator.visibleScreen else {
    return .failure(
      MissingAction(
        message: "\(typeName(coordinator)) shows no screen to run '\(action)' on (has it left the tree?)\n"
          + treeText(coordinator)))
  }
  let body = visible.render()
  guard let found = body.action(named: action) else {
    let offered = body.actions.map(\.usage).joined(separator: ", ")
    return .failure(
      MissingAction(
        message:
          "the visible screen '\(body.title)' offers no '\(action)' (it offers: \(offered.isEmpty ? "nothing" : offered))"
      ))
  }
  return .success(found)
}

/// ``perform(_:_:on:sourceLocation:)``, then waits until the coordinator's tree has settled
/// (``Scaffolding/Coordinatable/settled()``): the screen the action leads to has loaded (or
/// failed), so the test asserts what the user would see once the work is done. An asynchronous
/// action's error is thrown once it has ended, as the synchronous ones' are. With a
/// dependency the test answers by hand (``ControlledDependency``), use `perform` instead, or
/// the wait lasts until the test answers.
@MainActor
public func performAndSettle(
  _ action: String,
  _ arguments: String...,
  on coordinator: some Coordinatable,
  sourceLocation: SourceLocation = #_sourceLocation
) async throws {
  let run = try performOrRecord(action, arguments, on: coordinator, sourceLocation: sourceLocation)
  await coordinator.settled()
  try await run?.value
}
