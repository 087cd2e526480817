import Scaffolding

/// Checks a whole tree against an expected snapshot, showing both as text trees on a mismatch.
@MainActor
public func expectSnapshot(
  of coordinator: some Coordinatable,
  _ expected: HierarchySnapshot,
  fileID: String = #fileID,
  line: Int = #line
) throws {
  let actual = coordinator.hierarchySnapshot
  guard actual != expected else { return }
  throw ScaffoldingTestFailure(
    "hierarchy of \(typeName(coordinator)) differs\nexpected:\n\(expected)\nactual:\n\(actual)",
    fileID: fileID, line: line)
}
