@_spi(Inspection) import Scaffolding
import Testing

/// Checks a whole tree against an expected snapshot, showing both as text trees on a mismatch,
/// which it records as an issue at the caller's line.
@_spi(Inspection)
@MainActor
public func expectSnapshot(
  of coordinator: some Coordinatable,
  _ expected: HierarchySnapshot,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  Check.expect(snapshotProblem(coordinator, expected), at: sourceLocation)
}

/// ``expectSnapshot(of:_:sourceLocation:)``, throwing after it records the mismatch.
@_spi(Inspection)
@MainActor
public func requireSnapshot(
  of coordinator: some Coordinatable,
  _ expected: HierarchySnapshot,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  try Check.require(snapshotProblem(coordinator, expected), at: sourceLocation)
}

@MainActor
private func snapshotProblem(_ coordinator: some Coordinatable, _ expected: HierarchySnapshot) -> String? {
  let actual = coordinator.hierarchySnapshot
  guard actual != expected else { return nil }
  return "hierarchy of \(typeName(coordinator)) differs\nexpected:\n\(expected)\nactual:\n\(actual)"
}
