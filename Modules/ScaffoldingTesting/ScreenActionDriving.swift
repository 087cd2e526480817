import Scaffolding

/// Runs one of the visible screen's actions, the way a user would tap it: the step every
/// feature test takes to drive its coordinator.
///
/// Fails with the actions the screen does offer when `action` is not among them; an error the
/// action itself throws (a refused password, an unknown item) passes through unchanged, so
/// tests can expect it with `#expect(throws:)`.
@MainActor
public func perform(
  _ action: String,
  _ arguments: String...,
  on coordinator: some Coordinatable,
  fileID: String = #fileID,
  line: Int = #line
) throws {
  let body = try requireVisibleScreen(of: coordinator, fileID: fileID, line: line).render()
  guard let found = body.action(named: action) else {
    let offered = body.actions.map(\.usage).joined(separator: ", ")
    throw ScaffoldingTestFailure(
      "the visible screen '\(body.title)' offers no '\(action)' (it offers: \(offered.isEmpty ? "nothing" : offered))",
      fileID: fileID, line: line)
  }
  try found.perform(arguments)
}
