@_spi(Inspection) import Scaffolding

/// An independent, deliberately naive model of a coordinator tree: plain arrays, no events, no
/// laziness. It states the documented semantics directly so the real tree can be checked
/// against it after every random operation.
@MainActor
final class ModelCoordinator {
  let kind: CoordinatorKind
  /// Flows and root coordinators: the root.
  var root: ModelEntry?
  /// Tab coordinators: the tabs, and the selected one.
  var tabs: [ModelEntry] = []
  var selected: ModelEntry?
  /// Pushes and modals above a flow's root; modals of a tab or root coordinator.
  var stacked: [ModelEntry] = []
  /// The entry showing this coordinator, and the coordinator owning that entry.
  weak var host: ModelEntry?
  weak var parent: ModelCoordinator?
  var departed = false

  /// A coordinator as the fixtures start: a flow and a root coordinator at screen `a`, a tab
  /// coordinator with a screen tab (selected) and a flow tab.
  init(kind: CoordinatorKind) {
    self.kind = kind
    switch kind {
    case .flow, .root: root = TreeModel.entry(.a, role: .root, token: nil, in: self)
    case .tab:
      tabs = [
        TreeModel.entry(.tabA, role: .tab, token: nil, in: self),
        TreeModel.entry(.tabFlow, role: .tab, token: nil, in: self),
      ]
      selected = tabs.first
    }
  }

  var typeName: String {
    switch kind {
    case .flow: "MFlow"
    case .tab: "MTabs"
    case .root: "MRoot"
    }
  }

  /// How the user perceives `entry`: a root or tab inherits the presentation of the entry
  /// hosting this coordinator; at the top it reads `.root`.
  func presentationType(of entry: ModelEntry) -> DestinationType {
    switch entry.role {
    case .push: return .push
    case .sheet: return .sheet
    case .fullScreenCover: return .fullScreenCover
    case .root, .tab:
      guard let host, let parent else { return .root }
      return parent.presentationType(of: host)
    }
  }

  /// The entries bottom to top, as the real containers list them.
  var entries: [ModelEntry] { (root.map { [$0] } ?? []) + tabs + stacked }

  var hasModal: Bool { stacked.contains { $0.role == .sheet || $0.role == .fullScreenCover } }

  /// The entry the user sees on top of this coordinator.
  var visibleEntry: ModelEntry? { stacked.last ?? (kind == .tab ? selected : root) }

  var snapshot: HierarchySnapshot {
    HierarchySnapshot(
      coordinator: typeName, kind: kind,
      entries: entries.map {
        .init(meta: AnyDestinationMeta($0.meta), role: $0.role, isSelected: $0 === selected, child: $0.child?.snapshot)
      })
  }

  /// Empties the coordinator, returning what it held in teardown order: stacked top-down,
  /// then the root, or the tabs last first.
  func removeAll() -> [ModelEntry] {
    let removed = stacked.reversed() + tabs.reversed() + (root.map { [$0] } ?? [])
    stacked = []
    tabs = []
    root = nil
    selected = nil
    return removed
  }
}

@MainActor
final class ModelEntry {
  let meta: MMeta
  let role: HierarchySnapshot.Role
  let token: Int?
  var child: ModelCoordinator?

  init(meta: MMeta, role: HierarchySnapshot.Role, token: Int?) {
    self.meta = meta
    self.role = role
    self.token = token
  }
}

/// A navigation event the model predicts: what happened, in which coordinator, to which meta.
struct ModelEvent: Equatable, CustomStringConvertible {
  var kind: NavigationEvent.Kind
  var coordinator: ObjectIdentifier
  var meta: MMeta

  var description: String { "\(kind) .\(meta)" }
}

/// What the model predicts an operation does besides changing the tree.
struct ModelOutcome {
  var diagnostics: [NavigationDiagnostic.Code] = []
  /// The non-diagnostic events, in order.
  var events: [ModelEvent] = []
  /// Tokens of the `onDismiss` callbacks that must fire, in order.
  var dismissed: [Int] = []
  /// The entry a typed deep-link closure lands on, when the operation succeeded.
  var landed: ModelEntry?
  var answer: Bool?
  var back: BackAction?
}

@MainActor
final class TreeModel {
  let top: ModelCoordinator
  private var outcome = ModelOutcome()

  init(topKind: CoordinatorKind) {
    top = ModelCoordinator(kind: topKind)
  }

  static func entry(_ meta: MMeta, role: HierarchySnapshot.Role, token: Int?, in owner: ModelCoordinator)
    -> ModelEntry
  {
    let entry = ModelEntry(meta: meta, role: role, token: token)
    if let kind = meta.hostedKind {
      let child = ModelCoordinator(kind: kind)
      child.host = entry
      child.parent = owner
      entry.child = child
    }
    return entry
  }

  /// Every coordinator in the tree with its path, top first, in the same order the harness
  /// walks the real tree.
  func coordinators() -> [ModelCoordinator] {
    var result: [ModelCoordinator] = []
    func visit(_ coordinator: ModelCoordinator) {
      result.append(coordinator)
      for entry in coordinator.entries { if let child = entry.child { visit(child) } }
    }
    visit(top)
    return result
  }

  // MARK: Operations; each returns what it predicts besides the new tree.

  func perform(_ body: () -> Void) -> ModelOutcome {
    outcome = ModelOutcome()
    body()
    return outcome
  }

  func route(_ c: ModelCoordinator, _ meta: MMeta, token: Int) {
    let pushed = Self.entry(meta, role: .push, token: token, in: c)
    c.stacked.append(pushed)
    publish(.push, c, meta)
    outcome.landed = pushed
  }

  func present(_ c: ModelCoordinator, _ meta: MMeta, _ style: ModalPresentationType, token: Int) {
    if c.hasModal { outcome.diagnostics.append(.modalStacked) }
    let modal = Self.entry(meta, role: style == .sheet ? .sheet : .fullScreenCover, token: token, in: c)
    c.stacked.append(modal)
    publish(.present(style), c, meta)
    outcome.landed = modal
  }

  func pop(_ c: ModelCoordinator) {
    if !c.stacked.isEmpty {
      removeStacked(c, from: c.stacked.count - 1)
    } else if let host = c.host, [.push, .sheet, .fullScreenCover].contains(host.role) {
      dismissCoordinator(c)
    } else {
      outcome.diagnostics.append(.nothingToPop)
    }
  }

  func popToRoot(_ c: ModelCoordinator) {
    if !c.stacked.isEmpty { removeStacked(c, from: 0) }
  }

  func popTo(_ c: ModelCoordinator, _ meta: MMeta, last: Bool) {
    let rootMatches = c.root?.meta == meta
    if !last, rootMatches {
      popToRoot(c)
      outcome.landed = c.root
    } else if let index = last
      ? c.stacked.lastIndex(where: { $0.meta == meta }) : c.stacked.firstIndex(where: { $0.meta == meta })
    {
      let target = c.stacked[index]
      if index + 1 < c.stacked.count { removeStacked(c, from: index + 1) }
      outcome.landed = target
    } else if rootMatches {
      popToRoot(c)
      outcome.landed = c.root
    } else {
      outcome.diagnostics.append(.destinationNotFound)
    }
  }

  func setRoot(_ c: ModelCoordinator, _ meta: MMeta) {
    let removed = c.stacked.reversed() + (c.root.map { [$0] } ?? [])
    c.stacked = []
    c.root = Self.entry(meta, role: .root, token: nil, in: c)
    publishRemovals(removed, in: c)
    publish(.setRoot, c, meta)
    teardown(removed)
    outcome.landed = c.root
  }

  func isInStack(_ c: ModelCoordinator, _ meta: MMeta) {
    outcome.answer = c.root?.meta == meta || c.stacked.contains { $0.meta == meta }
  }

  func isRoot(_ c: ModelCoordinator, _ meta: MMeta) {
    outcome.answer = c.root?.meta == meta
  }

  func dismissCoordinator(_ c: ModelCoordinator) {
    guard let host = c.host, let parent = c.parent else {
      outcome.diagnostics.append(.nothingToDismiss)
      return
    }
    switch host.role {
    case .push, .sheet, .fullScreenCover:
      guard let index = parent.stacked.firstIndex(where: { $0 === host }) else { return }
      removeStacked(parent, from: index)
    case .tab: outcome.diagnostics.append(.cannotDismissTab)
    case .root: dismissCoordinator(parent)
    }
  }

  func goBack(_ c: ModelCoordinator) {
    let target = backTarget(from: c)
    outcome.back = target.action
    if let container = target.container, let entry = target.entry,
      let index = container.stacked.firstIndex(where: { $0 === entry })
    {
      removeStacked(container, from: index)
    }
  }

  /// The entry on screen below `c`: through modals, pushes and selected tabs into children.
  func visibleEntry(from c: ModelCoordinator) -> (coordinator: ModelCoordinator, entry: ModelEntry)? {
    var coordinator = c
    var visible = coordinator.visibleEntry
    while let entry = visible, let child = entry.child {
      coordinator = child
      visible = child.visibleEntry
    }
    return visible.map { (coordinator, $0) }
  }

  /// What going back from `c` does: the nearest push or modal at or above the visible screen,
  /// climbing from a root to the entry hosting its coordinator; nothing at a tab or the top.
  func backTarget(from c: ModelCoordinator) -> (action: BackAction, container: ModelCoordinator?, entry: ModelEntry?) {
    guard var (coordinator, entry) = visibleEntry(from: c) else { return (BackAction.none, nil, nil) }
    while true {
      switch entry.role {
      case .push: return (.pop(AnyDestinationMeta(entry.meta)), coordinator, entry)
      case .sheet, .fullScreenCover: return (.dismiss(AnyDestinationMeta(entry.meta)), coordinator, entry)
      case .tab: return (BackAction.none, nil, nil)
      case .root:
        guard let host = coordinator.host, let parent = coordinator.parent else { return (BackAction.none, nil, nil) }
        entry = host
        coordinator = parent
      }
    }
  }

  func selectTab(_ c: ModelCoordinator, where meta: MMeta, last: Bool) {
    guard
      let index = last ? c.tabs.lastIndex(where: { $0.meta == meta }) : c.tabs.firstIndex(where: { $0.meta == meta })
    else { return outcome.diagnostics.append(.tabNotFound) }
    select(c, index: index)
  }

  func select(_ c: ModelCoordinator, index: Int) {
    guard c.tabs.indices.contains(index) else { return outcome.diagnostics.append(.tabNotFound) }
    if c.selected !== c.tabs[index] { publish(.selectTab, c, c.tabs[index].meta) }
    c.selected = c.tabs[index]
    outcome.landed = c.selected
  }

  func setTabs(_ c: ModelCoordinator, _ metas: [MMeta]) {
    let previous = c.selected?.meta
    let old = c.tabs
    c.tabs = metas.map { Self.entry($0, role: .tab, token: nil, in: c) }
    c.selected = c.tabs.first { previous != nil && $0.meta == previous } ?? c.tabs.first
    publishRemovals(old.reversed(), in: c)
    for tab in c.tabs { publish(.tabsChanged, c, tab.meta) }
    if let selected = c.selected { publish(.selectTab, c, selected.meta) }
    teardown(old.reversed())
  }

  func insertTab(_ c: ModelCoordinator, _ meta: MMeta, at index: Int) {
    var index = index
    if index < 0 || index > c.tabs.count {
      outcome.diagnostics.append(.indexOutOfRange)
      index = min(max(index, 0), c.tabs.count)
    }
    let tab = Self.entry(meta, role: .tab, token: nil, in: c)
    c.tabs.insert(tab, at: index)
    publish(.tabsChanged, c, meta)
    if c.selected == nil {
      c.selected = tab
      publish(.selectTab, c, meta)
    }
    outcome.landed = tab
  }

  func removeTab(_ c: ModelCoordinator, _ meta: MMeta, last: Bool) {
    guard
      let index = last ? c.tabs.lastIndex(where: { $0.meta == meta }) : c.tabs.firstIndex(where: { $0.meta == meta })
    else { return outcome.diagnostics.append(.tabNotFound) }
    let removed = c.tabs.remove(at: index)
    publish(.tabsChanged, c, meta)
    if c.selected === removed {
      c.selected = index < c.tabs.count ? c.tabs[index] : c.tabs.last
      if let selected = c.selected { publish(.selectTab, c, selected.meta) }
    }
    teardown([removed])
  }

  func isInTabItems(_ c: ModelCoordinator, _ meta: MMeta) {
    outcome.answer = c.tabs.contains { $0.meta == meta }
  }

  // MARK: Removal

  private func removeStacked(_ c: ModelCoordinator, from index: Int) {
    let removed = Array(c.stacked[index...].reversed())
    c.stacked.removeSubrange(index...)
    publishRemovals(removed, in: c)
    teardown(removed)
  }

  private func publish(_ kind: NavigationEvent.Kind, _ c: ModelCoordinator, _ meta: MMeta) {
    outcome.events.append(ModelEvent(kind: kind, coordinator: ObjectIdentifier(c), meta: meta))
  }

  /// Only what leaves `c` itself is reported; what leaves with a hosted coordinator is not.
  private func publishRemovals(_ removed: [ModelEntry], in c: ModelCoordinator) {
    for entry in removed {
      switch entry.role {
      case .push: publish(.pop, c, entry.meta)
      case .sheet, .fullScreenCover: publish(.dismiss, c, entry.meta)
      case .tab: publish(.tabsChanged, c, entry.meta)
      case .root: break
      }
    }
  }

  /// Top-down; a hosting entry after everything inside its coordinator.
  private func teardown(_ entries: [ModelEntry]) {
    for entry in entries {
      if let child = entry.child {
        child.departed = true
        teardown(child.removeAll())
      }
      if let token = entry.token { outcome.dismissed.append(token) }
    }
  }
}
