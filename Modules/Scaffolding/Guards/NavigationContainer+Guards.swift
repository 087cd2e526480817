/// Where the tree asks its guards: entry guards before a push, a modal or a tab selection shows
/// a destination, and leave guards before an exit removes or hides a coordinator that has one.
extension NavigationContainer {
  /// The guards of this coordinator and every one above it, outermost first; cached, and read
  /// again once the coordinator is hosted (a tree's links never change while it is in it).
  var inheritedGuards: [NavigationGuard] {
    if let cachedGuards { return cachedGuards }
    let guards = (host?.container?.inheritedGuards ?? []) + (owner?.navigationGuards ?? [])
    cachedGuards = guards
    return guards
  }

  /// The guards `node`, placed here, passes on its way in, outermost first.
  func guards(of node: DestinationNode) -> [NavigationGuard] {
    inheritedGuards.filter { $0.guards(node) }
  }

  /// Whether showing `node` must wait for guards, unless a link checked them already
  /// (``EntryGuards/passed``).
  @usableFromInline
  func guardsEntry(of node: DestinationNode) -> Bool {
    guard !EntryGuards.passed else { return false }
    return inheritedGuards.contains { $0.guards(node) }
  }

  /// Places `node` through its guards (``guardsEntry(of:)``) with `place`; true when it was
  /// placed before this returns.
  @usableFromInline
  func enterGuarded(_ node: DestinationNode, detaches: Bool = true, place: @escaping @MainActor () -> Void) -> Bool {
    EntryGuardCheck.enter(node, in: self, guards: guards(of: node), detaches: detaches, place: place)
  }
}

/// The state of entry guards shared by the whole tree.
@MainActor
@usableFromInline
enum EntryGuards {
  /// Set while a link shows what it checked: its guards ran while it was checked.
  @exclusivity(unchecked) static var passed = false

  /// Whether a link whose entry guards passed may replace what `container` shows now: the
  /// leave guards of what it replaces hear the link's way. When one asks, nothing changes yet,
  /// and `discard` makes the change with `replace`, as the link would have.
  @usableFromInline
  static func mayReplace(
    _ container: NavigationContainer, as way: NavigationWay, with replace: @escaping @MainActor () -> Void
  ) -> Bool {
    let exit: NavigationExit = way.ofLink == .restore ? .restore : .link
    return container.mayLeave(container.stacked.map(\.node), exit) { showing(as: way, replace) }
  }

  /// Runs `show`, a link's change once its guards passed, as navigation of the link's way (what
  /// leave guards hear), without asking entry guards again.
  @usableFromInline
  static func showing(as way: NavigationWay, _ show: () -> Void) {
    let before = passed
    passed = true
    defer { passed = before }
    NavigationWay.$current.withValue(way.ofLink, operation: show)
  }
}
