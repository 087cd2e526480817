import Scaffolding

/// Builds the large trees the teardown rows destroy, outside the timed region.
@MainActor
enum TreeBuilder {
  /// A root showing the tab bar, each tab's flow with `childrenPerTab` child flows pushed on
  /// it, every coordinator made (as if each had been shown).
  static func signedInTree(childrenPerTab: Int) -> BenchRoot {
    let root = BenchRoot()
    root.setRoot(.signedIn) { (tabs: BenchTabs) in
      for tab in [BenchTabs.Destinations.home, .profile, .settings] {
        tabs.selectFirstTab(tab) { (flow: BenchFlow) in
          for _ in 0..<childrenPerTab { flow.route(to: .child) { (_: BenchFlow) in } }
        }
      }
    }
    return root
  }

  /// A flow with `depth` screens pushed above its root, its stack read once through
  /// `FlowStack.destinations` as a rendering front end reads it.
  ///
  /// The containers skip Observation's bookkeeping until their state is first read that way;
  /// the budgeted rows measure the rendered case, where they pay it like the reference router.
  static func flow(depth: Int) -> BenchFlow {
    let flow = unreadFlow(depth: depth)
    blackHole(flow.stack.destinations)
    return flow
  }

  /// The same flow, never read through its typed face: Observation costs it nothing.
  static func unreadFlow(depth: Int) -> BenchFlow {
    let flow = BenchFlow()
    for index in 0..<depth { flow.route(to: .detail(index)) }
    return flow
  }
}
