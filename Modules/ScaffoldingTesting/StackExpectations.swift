@_spi(Inspection) import Scaffolding
import Testing

/// Checks a flow's stack by meta: its root, then every push and modal bottom to top.
///
/// The assertion most feature tests make after driving a coordinator: "after tapping the
/// first item, the stack is feed → detail". On a mismatch it records an issue at the caller's
/// line showing both lists and the coordinator's tree, and the test goes on; ``requireStack(of:_:sourceLocation:)``
/// stops it instead.
@MainActor
public func expectStack<C: FlowCoordinatable>(
  of coordinator: C,
  _ expected: [C.Destinations.Meta],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  Check.expect(stackProblem(coordinator, expected), at: sourceLocation)
}

/// ``expectStack(of:_:sourceLocation:)``, throwing after it records the mismatch: for a test
/// that cannot go on (or an XCTest method, where it throws a ``ScaffoldingTestFailure``).
@MainActor
public func requireStack<C: FlowCoordinatable>(
  of coordinator: C,
  _ expected: [C.Destinations.Meta],
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  try Check.require(stackProblem(coordinator, expected), at: sourceLocation)
}

/// Checks how each destination above a flow's root entered it (push, sheet or cover), bottom
/// to top: for tests where the same meta can be pushed or presented. Records an issue at the
/// caller's line on a mismatch.
@MainActor
public func expectStackPresentations<C: FlowCoordinatable>(
  of coordinator: C,
  _ expected: [PresentationType],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  Check.expect(presentationsProblem(coordinator, expected), at: sourceLocation)
}

/// ``expectStackPresentations(of:_:sourceLocation:)``, throwing after it records the mismatch.
@MainActor
public func requireStackPresentations<C: FlowCoordinatable>(
  of coordinator: C,
  _ expected: [PresentationType],
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  try Check.require(presentationsProblem(coordinator, expected), at: sourceLocation)
}

/// Checks the modals a tab coordinator presented above all its tabs, bottom to top. Records an
/// issue at the caller's line on a mismatch.
@MainActor
public func expectModals<C: TabCoordinatable>(
  of coordinator: C,
  _ expected: [C.Destinations.Meta],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  _ = ContainerView.of(coordinator)
  Check.expect(modalsProblem(coordinator, coordinator.tabItems.modals, expected), at: sourceLocation)
}

/// ``expectModals(of:_:sourceLocation:)`` for a tab coordinator, throwing after it records the
/// mismatch.
@MainActor
public func requireModals<C: TabCoordinatable>(
  of coordinator: C,
  _ expected: [C.Destinations.Meta],
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  _ = ContainerView.of(coordinator)
  try Check.require(modalsProblem(coordinator, coordinator.tabItems.modals, expected), at: sourceLocation)
}

/// Checks the modals a root coordinator presented above its root, bottom to top. Records an
/// issue at the caller's line on a mismatch.
@MainActor
public func expectModals<C: RootCoordinatable>(
  of coordinator: C,
  _ expected: [C.Destinations.Meta],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  _ = ContainerView.of(coordinator)
  Check.expect(modalsProblem(coordinator, coordinator.root.modals, expected), at: sourceLocation)
}

/// ``expectModals(of:_:sourceLocation:)`` for a root coordinator, throwing after it records the
/// mismatch.
@MainActor
public func requireModals<C: RootCoordinatable>(
  of coordinator: C,
  _ expected: [C.Destinations.Meta],
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  _ = ContainerView.of(coordinator)
  try Check.require(modalsProblem(coordinator, coordinator.root.modals, expected), at: sourceLocation)
}

/// Checks a tab coordinator's tabs by meta and, when given, which one is selected. Records an
/// issue at the caller's line on a mismatch.
@MainActor
public func expectTabs<C: TabCoordinatable>(
  of coordinator: C,
  _ expected: [C.Destinations.Meta],
  selected: C.Destinations.Meta? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  Check.expect(tabsProblem(coordinator, expected, selected: selected), at: sourceLocation)
}

/// ``expectTabs(of:_:selected:sourceLocation:)``, throwing after it records the mismatch.
@MainActor
public func requireTabs<C: TabCoordinatable>(
  of coordinator: C,
  _ expected: [C.Destinations.Meta],
  selected: C.Destinations.Meta? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  try Check.require(tabsProblem(coordinator, expected, selected: selected), at: sourceLocation)
}

/// Checks which destination a root coordinator shows as its root. Records an issue at the
/// caller's line on a mismatch.
@MainActor
public func expectRoot<C: RootCoordinatable>(
  of coordinator: C,
  _ expected: C.Destinations.Meta,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  Check.expect(rootProblem(coordinator, expected), at: sourceLocation)
}

/// ``expectRoot(of:_:sourceLocation:)``, throwing after it records the mismatch.
@MainActor
public func requireRoot<C: RootCoordinatable>(
  of coordinator: C,
  _ expected: C.Destinations.Meta,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  try Check.require(rootProblem(coordinator, expected), at: sourceLocation)
}

@MainActor
private func stackProblem<C: FlowCoordinatable>(_ coordinator: C, _ expected: [C.Destinations.Meta]) -> String? {
  guard let view = ContainerView.of(coordinator) else { return ContainerView.noKind(coordinator) }
  let actual = view.destinations.map(\.meta)
  guard !metas(actual, equal: expected) else { return nil }
  return mismatch("stack of \(typeName(coordinator))", expected: expected, actual: actual, tree: treeText(coordinator))
}

@MainActor
private func presentationsProblem<C: FlowCoordinatable>(_ coordinator: C, _ expected: [PresentationType]) -> String? {
  guard let view = ContainerView.of(coordinator) else { return ContainerView.noKind(coordinator) }
  let actual = view.stacked.compactMap(\.pushType)
  guard actual != expected else { return nil }
  return mismatch(
    "presentations above the root of \(typeName(coordinator))", expected: expected, actual: actual,
    tree: treeText(coordinator))
}

@MainActor
private func tabsProblem<C: TabCoordinatable>(
  _ coordinator: C, _ expected: [C.Destinations.Meta], selected: C.Destinations.Meta?
) -> String? {
  _ = ContainerView.of(coordinator)
  let items = coordinator.tabItems
  let actual = items.tabs.map(\.meta)
  if !metas(actual, equal: expected) {
    return mismatch("tabs of \(typeName(coordinator))", expected: expected, actual: actual, tree: treeText(coordinator))
  }
  guard let selected else { return nil }
  let current = items.selectedIndex.map { items.tabs[$0].meta }
  guard (current as? C.Destinations.Meta) != selected else { return nil }
  return "selected tab of \(typeName(coordinator)): expected \(selected), got \(current.map { "\($0)" } ?? "none")\n"
    + treeText(coordinator)
}

@MainActor
private func rootProblem<C: RootCoordinatable>(_ coordinator: C, _ expected: C.Destinations.Meta) -> String? {
  guard !coordinator.isRoot(expected) else { return nil }
  return
    "root of \(typeName(coordinator)): expected \(expected), got \(coordinator.root.root.map { "\($0.meta)" } ?? "none")\n"
    + treeText(coordinator)
}

@MainActor
private func modalsProblem<Meta: DestinationMeta>(
  _ coordinator: any Coordinatable,
  _ modals: [Destination],
  _ expected: [Meta]
) -> String? {
  let actual = modals.map(\.meta)
  guard !metas(actual, equal: expected) else { return nil }
  return mismatch(
    "modals of \(typeName(coordinator))", expected: expected, actual: actual, tree: treeText(coordinator))
}

private func metas<Meta: DestinationMeta>(_ actual: [any DestinationMeta], equal expected: [Meta]) -> Bool {
  actual.count == expected.count && zip(actual, expected).allSatisfy { ($0 as? Meta) == $1 }
}

private func mismatch(_ subject: String, expected: [Any], actual: [Any], tree: String) -> String {
  let list = { (values: [Any]) in "[" + values.map { "\($0)" }.joined(separator: ", ") + "]" }
  return "\(subject): expected \(list(expected)), got \(list(actual))\n\(tree)"
}
