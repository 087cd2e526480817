/// The building blocks a hand-written `Destinations.value(for:)` returns.
///
/// Screens are values and are made at once; child coordinators are made the first time the
/// tree needs them (shown, inspected or handed to a deep-link closure) and then kept. The
/// coordinator factories hold their owner weakly, so a destination never keeps its own
/// coordinator alive.
extension Destination {
  /// A screen the flow pushes, presents or shows as its root, with the tasks it declares
  /// (its `.load`), which start when the destination enters the tree.
  public static func screen(_ meta: some DestinationMeta, _ screen: some Screen) -> Destination {
    // Two metatype comparisons for a plain screen: see PERFORMANCE.md ("Destination tasks").
    if DestinationWork.mayDeclareWork(screen) { return withWork(meta, label: nil, screen) }
    return Destination(node: DestinationNode(meta: meta, tabLabel: nil, content: .screen(screen)))
  }

  /// A child coordinator, made by `make` on first use with the owner passed back in.
  ///
  /// Pass the owner rather than capturing it: the destination lives inside the owner's
  /// container, and a strong capture would keep both alive forever.
  public static func coordinator<Owner: AnyObject>(
    _ meta: some DestinationMeta,
    owner: Owner,
    _ make: @escaping @MainActor (Owner) -> any Coordinatable
  ) -> Destination {
    Destination(node: DestinationNode(meta: meta, tabLabel: nil, content: pending(owner: owner, make)))
  }

  /// A tab that shows a single screen, with the tasks it declares.
  public static func tab(_ meta: some DestinationMeta, label: TabLabel, _ screen: some Screen) -> Destination {
    if DestinationWork.mayDeclareWork(screen) { return withWork(meta, label: label, screen) }
    return Destination(node: DestinationNode(meta: meta, tabLabel: label, content: .screen(screen)))
  }

  /// A screen destination with the tasks the screen declares, taken off it.
  @inline(never)
  private static func withWork(_ meta: some DestinationMeta, label: TabLabel?, _ screen: any Screen) -> Destination {
    let (screen, work) = DestinationWork.split(screen)
    let node = DestinationNode(meta: meta, tabLabel: label, content: .screen(screen))
    if let work { node.extras = DestinationExtras(work: work) }
    return Destination(node: node)
  }

  /// A tab hosting its own coordinator, usually a flow with an independent stack.
  public static func tab<Owner: AnyObject>(
    _ meta: some DestinationMeta,
    label: TabLabel,
    owner: Owner,
    _ make: @escaping @MainActor (Owner) -> any Coordinatable
  ) -> Destination {
    Destination(node: DestinationNode(meta: meta, tabLabel: label, content: pending(owner: owner, make)))
  }

  private static func pending<Owner: AnyObject>(
    owner: Owner,
    _ make: @escaping @MainActor (Owner) -> any Coordinatable
  ) -> DestinationNode.Content {
    // Not `owner.map(make)`: see PERFORMANCE.md ("Smaller costs", factories).
    .pendingCoordinator { [weak owner] in
      guard let owner else { return nil }
      return make(owner)
    }
  }
}
