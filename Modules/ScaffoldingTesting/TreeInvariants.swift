import Foundation
@_spi(Inspection) import Scaffolding
import Testing

/// Checks the structural invariants of the tree below `coordinator` and records an issue at
/// the caller's line listing every violation with the tree as text.
///
/// The invariants hold after any sequence of public calls, so randomized and model-based tests
/// call this (or ``requireTreeInvariants(_:sourceLocation:)``) after every step:
/// - every child coordinator's `parent` is the coordinator whose destination holds it;
/// - a flow or root coordinator that is in use has a root, and every destination above it
///   was pushed or presented;
/// - a tab coordinator with tabs has exactly one selected tab, and one without tabs none;
/// - no destination id, and no coordinator, appears twice in the tree.
@MainActor
public func expectTreeInvariants(
  _ coordinator: any Coordinatable,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  Check.expect(invariantProblems(coordinator), at: sourceLocation)
}

/// ``expectTreeInvariants(_:sourceLocation:)``, throwing after it records the violations: a
/// randomized test stops at the first step that breaks the tree.
@MainActor
public func requireTreeInvariants(
  _ coordinator: any Coordinatable,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  try Check.require(invariantProblems(coordinator), at: sourceLocation)
}

@MainActor
private func invariantProblems(_ coordinator: any Coordinatable) -> String? {
  var checker = InvariantChecker()
  checker.visit(coordinator, path: typeName(coordinator))
  guard !checker.problems.isEmpty else { return nil }
  return "tree invariants violated:\n" + checker.problems.map { "  - \($0)" }.joined(separator: "\n") + "\n"
    + treeText(coordinator)
}

@MainActor
private struct InvariantChecker {
  var problems: [String] = []
  private var destinationIDs: Set<UUID> = []
  private var coordinators: Set<ObjectIdentifier> = []

  mutating func visit(_ coordinator: any Coordinatable, path: String) {
    guard coordinators.insert(ObjectIdentifier(coordinator)).inserted else {
      problems.append("\(path): coordinator appears twice in the tree")
      return
    }
    guard let view = ContainerView.of(coordinator, bind: coordinators.count == 1) else {
      problems.append("\(path): conforms to no coordinator kind")
      return
    }
    checkShape(view, path: path)
    for destination in view.destinations {
      if !destinationIDs.insert(destination.id).inserted {
        problems.append("\(path): destination \(destination.meta) (\(destination.id)) appears twice")
      }
      guard let child = destination.coordinator else { continue }
      let childPath = "\(path) → \(destination.meta)"
      if child.parent !== coordinator {
        let actual = child.parent.map(typeName) ?? "nil"
        problems.append("\(childPath): parent is \(actual), expected \(typeName(coordinator))")
      }
      visit(child, path: childPath)
    }
  }

  private mutating func checkShape(_ view: ContainerView, path: String) {
    switch view.kind {
    case .flow, .root:
      if view.root == nil { problems.append("\(path): has no root") }
      if let root = view.root, root.routeType != .root {
        problems.append("\(path): root reads routeType \(root.routeType)")
      }
      for destination in view.stacked where destination.routeType == .root {
        problems.append("\(path): \(destination.meta) above the root reads routeType .root")
      }
      if view.kind == .root, view.stacked.contains(where: { $0.routeType == .push }) {
        problems.append("\(path): a root coordinator holds a push")
      }
    case .tab:
      let selected = view.tabs.filter { $0.id == view.selectedTab }.count
      if view.tabs.isEmpty, view.selectedTab != nil {
        problems.append("\(path): no tabs but a selection")
      } else if !view.tabs.isEmpty, selected != 1 {
        problems.append("\(path): \(selected) selected tabs among \(view.tabs.count)")
      }
      for tab in view.tabs where tab.routeType != .root || tab.tabLabel == nil {
        problems.append(
          "\(path): tab \(tab.meta) reads routeType \(tab.routeType), label \(String(describing: tab.tabLabel))")
      }
      for modal in view.stacked where modal.routeType != .sheet && modal.routeType != .fullScreenCover {
        problems.append("\(path): modal \(modal.meta) reads routeType \(modal.routeType)")
      }
    }
  }
}
