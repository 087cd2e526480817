/// A value describing a whole coordinator tree: each coordinator's kind and destinations,
/// how each was routed, which tab is selected.
///
/// Tests compare snapshots with `==`; `description` draws the tree as indented text for logs,
/// failure messages and the console's `tree` command. Taking a snapshot creates any child
/// coordinator not yet needed, so it shows the tree as it would render.
@_spi(Inspection)
public struct HierarchySnapshot: Equatable, Sendable, CustomStringConvertible {
  /// How a destination sits in its coordinator.
  public enum Role: String, Equatable, Sendable, CaseIterable {
    case root, tab, push, sheet, fullScreenCover
  }

  /// One destination and, when it hosts one, the coordinator below it.
  public struct Entry: Equatable, Sendable {
    /// The destination's case.
    public var meta: AnyDestinationMeta
    /// How it sits in its coordinator.
    public var role: Role
    /// Whether it is the selected tab.
    public var isSelected: Bool
    /// The hosted coordinator's tree, for coordinator destinations.
    public var child: HierarchySnapshot?

    /// An entry, as tests write expected trees.
    public init(meta: AnyDestinationMeta, role: Role, isSelected: Bool = false, child: HierarchySnapshot? = nil) {
      self.meta = meta
      self.role = role
      self.isSelected = isSelected
      self.child = child
    }
  }

  /// The coordinator's type name.
  public var coordinator: String
  /// Its kind.
  public var kind: CoordinatorKind
  /// Its destinations bottom to top: the root or tabs, then pushes and modals.
  public var entries: [Entry]

  /// A snapshot, as tests write expected trees.
  public init(coordinator: String, kind: CoordinatorKind, entries: [Entry]) {
    self.coordinator = coordinator
    self.kind = kind
    self.entries = entries
  }

  /// The form logs and failure messages print.
  public var description: String {
    var lines = ["\(coordinator) (\(kind.rawValue))"]
    appendEntries(to: &lines, indent: "")
    return lines.joined(separator: "\n")
  }

  private func appendEntries(to lines: inout [String], indent: String) {
    for (index, entry) in entries.enumerated() {
      let isLast = index == entries.count - 1
      var line = "\(indent)\(isLast ? "└─" : "├─") \(entry.role.rawValue) \(entry.meta)"
      if entry.isSelected { line += " (selected)" }
      if let child = entry.child { line += ": \(child.coordinator) (\(child.kind.rawValue))" }
      lines.append(line)
      entry.child?.appendEntries(to: &lines, indent: indent + (isLast ? "   " : "│  "))
    }
  }
}

extension HierarchySnapshot.Role {
  init(_ placement: DestinationNode.Placement) {
    switch placement {
    case .root: self = .root
    case .tab: self = .tab
    case .push: self = .push
    case .sheet: self = .sheet
    case .fullScreenCover: self = .fullScreenCover
    }
  }
}

extension HierarchySnapshot {
  @MainActor
  init(container: NavigationContainer) {
    let selected = container.selectedNode
    self.init(
      coordinator: container.coordinatorName,
      kind: CoordinatorKind(rawValue: container.kind.rawValue) ?? .flow,  // the same case names
      entries: container.nodes.map { node in
        Entry(
          meta: AnyDestinationMeta(node.meta),
          role: Role(node.placement),
          isSelected: node === selected,
          child: node.resolvedChild().map { HierarchySnapshot(container: $0.container) })
      })
  }
}

extension Coordinatable {
  /// The tree below (and including) this coordinator as it is now.
  @_spi(Inspection)
  public var hierarchySnapshot: HierarchySnapshot {
    guard let container = navigationContainer else {
      return HierarchySnapshot(coordinator: String(describing: Self.self), kind: .flow, entries: [])
    }
    return HierarchySnapshot(container: container)
  }
}
