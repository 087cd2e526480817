import Scaffolding

/// Checks a flow's stack by meta: its root, then every push and modal bottom to top.
///
/// The assertion most feature tests make after driving a coordinator: "after tapping the
/// first item, the stack is feed → detail". On a mismatch it throws a
/// ``ScaffoldingTestFailure`` showing both lists and the coordinator's tree.
@MainActor
public func expectStack<C: FlowCoordinatable>(
  of coordinator: C,
  _ expected: [C.Destinations.Meta],
  fileID: String = #fileID,
  line: Int = #line
) throws {
  let view = try ContainerView.require(coordinator, fileID: fileID, line: line)
  let actual = view.destinations.map(\.meta)
  guard !metas(actual, equal: expected) else { return }
  throw ScaffoldingTestFailure(
    mismatch("stack of \(typeName(coordinator))", expected: expected, actual: actual, tree: treeText(coordinator)),
    fileID: fileID, line: line)
}

/// Checks how each destination above a flow's root entered it (push, sheet or cover), bottom
/// to top: for tests where the same meta can be pushed or presented.
@MainActor
public func expectStackPresentations<C: FlowCoordinatable>(
  of coordinator: C,
  _ expected: [PresentationType],
  fileID: String = #fileID,
  line: Int = #line
) throws {
  let view = try ContainerView.require(coordinator, fileID: fileID, line: line)
  let actual = view.stacked.compactMap(\.pushType)
  guard actual != expected else { return }
  throw ScaffoldingTestFailure(
    mismatch(
      "presentations above the root of \(typeName(coordinator))", expected: expected, actual: actual,
      tree: treeText(coordinator)),
    fileID: fileID, line: line)
}

/// Checks the modals a tab coordinator presented above all its tabs, bottom to top.
@MainActor
public func expectModals<C: TabCoordinatable>(
  of coordinator: C,
  _ expected: [C.Destinations.Meta],
  fileID: String = #fileID,
  line: Int = #line
) throws {
  _ = ContainerView.of(coordinator)
  try compareModals(coordinator, coordinator.tabItems.modals, expected, fileID: fileID, line: line)
}

/// Checks the modals a root coordinator presented above its root, bottom to top.
@MainActor
public func expectModals<C: RootCoordinatable>(
  of coordinator: C,
  _ expected: [C.Destinations.Meta],
  fileID: String = #fileID,
  line: Int = #line
) throws {
  _ = ContainerView.of(coordinator)
  try compareModals(coordinator, coordinator.root.modals, expected, fileID: fileID, line: line)
}

/// Checks a tab coordinator's tabs by meta and, when given, which one is selected.
@MainActor
public func expectTabs<C: TabCoordinatable>(
  of coordinator: C,
  _ expected: [C.Destinations.Meta],
  selected: C.Destinations.Meta? = nil,
  fileID: String = #fileID,
  line: Int = #line
) throws {
  _ = ContainerView.of(coordinator)
  let items = coordinator.tabItems
  let actual = items.tabs.map(\.meta)
  if !metas(actual, equal: expected) {
    throw ScaffoldingTestFailure(
      mismatch("tabs of \(typeName(coordinator))", expected: expected, actual: actual, tree: treeText(coordinator)),
      fileID: fileID, line: line)
  }
  guard let selected else { return }
  let current = items.selectedIndex.map { items.tabs[$0].meta }
  guard (current as? C.Destinations.Meta) != selected else { return }
  throw ScaffoldingTestFailure(
    "selected tab of \(typeName(coordinator)): expected \(selected), got \(current.map { "\($0)" } ?? "none")\n"
      + treeText(coordinator),
    fileID: fileID, line: line)
}

/// Checks which destination a root coordinator shows as its root.
@MainActor
public func expectRoot<C: RootCoordinatable>(
  of coordinator: C,
  _ expected: C.Destinations.Meta,
  fileID: String = #fileID,
  line: Int = #line
) throws {
  guard !coordinator.isRoot(expected) else { return }
  throw ScaffoldingTestFailure(
    "root of \(typeName(coordinator)): expected \(expected), got \(coordinator.root.root.map { "\($0.meta)" } ?? "none")\n"
      + treeText(coordinator),
    fileID: fileID, line: line)
}

@MainActor
private func compareModals<Meta: DestinationMeta>(
  _ coordinator: any Coordinatable,
  _ modals: [Destination],
  _ expected: [Meta],
  fileID: String,
  line: Int
) throws {
  let actual = modals.map(\.meta)
  guard !metas(actual, equal: expected) else { return }
  throw ScaffoldingTestFailure(
    mismatch("modals of \(typeName(coordinator))", expected: expected, actual: actual, tree: treeText(coordinator)),
    fileID: fileID, line: line)
}

private func metas<Meta: DestinationMeta>(_ actual: [any DestinationMeta], equal expected: [Meta]) -> Bool {
  actual.count == expected.count && zip(actual, expected).allSatisfy { ($0 as? Meta) == $1 }
}

private func mismatch(_ subject: String, expected: [Any], actual: [Any], tree: String) -> String {
  let list = { (values: [Any]) in "[" + values.map { "\($0)" }.joined(separator: ", ") + "]" }
  return "\(subject): expected \(list(expected)), got \(list(actual))\n\(tree)"
}
