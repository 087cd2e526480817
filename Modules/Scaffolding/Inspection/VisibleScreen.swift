/// The screen a user sees now, found by walking the tree from a coordinator down through
/// modals, pushes and selected tabs.
///
/// Front ends render this after every change; tests assert on it. Asking for it creates any
/// child coordinator on the way that had not been needed yet, as showing it would.
@MainActor
public struct VisibleScreen {
  /// Every destination from the asking coordinator down to the visible one, outermost first:
  /// the material of a breadcrumb.
  public let path: [Destination]
  /// The visible destination itself.
  public let destination: Destination
  /// The environment the screen renders in.
  public let context: ScreenContext
  /// The screen after every `customize(_:)` from its owner up to the top has decorated it.
  public let screen: any Screen

  /// The screen's current content and actions. Its asynchronous actions run as tasks of
  /// ``destination`` (``ScreenAction/perform(_:)``); one running there with a
  /// ``ScreenAction/whileRunning`` line is drawn as that line, at the end, instead.
  public func render() -> ScreenBody {
    var body = screen.body(in: context)
    let end = body.lines.count
    for index in body.actions.indices.reversed() where body.actions[index].runsAsTask {
      if let line = body.actions[index].whileRunning, context.isRunning(body.actions[index].name) {
        body.lines.insert(line, at: end)
        body.actions.remove(at: index)
      } else {
        body.actions[index].destination = destination.node
      }
    }
    return body
  }
}

extension Coordinatable {
  /// The screen the user sees in this coordinator's part of the tree, or nil when it shows
  /// nothing (it has left the tree).
  public var visibleScreen: VisibleScreen? {
    guard let container = navigationContainer else { return nil }
    var path: [Destination] = []
    path.reserveCapacity(4)  // root, tabs, a tab's flow, a pushed screen: one allocation
    var leaf: VisibleScreenSearch.Leaf?
    guard var screen = VisibleScreenSearch.decoratedScreen(below: container, ownedBy: self, path: &path, leaf: &leaf),
      let leaf
    else { return nil }
    // The coordinators above this one decorate too: `customize(_:)` reaches the top of the tree.
    var above = parent
    while let coordinator = above {
      screen = coordinator.customize(screen)
      above = coordinator.parent
    }
    // A leave question is the core's, asked over the coordinator: nothing decorates it
    // (a `cancel` added to every step would be a third answer).
    let destination = Destination(node: leaf.node)
    if destination.asksBeforeLeaving, let question = leaf.node.screen { screen = question }
    return VisibleScreen(
      path: path, destination: destination, context: ScreenContext(destination: destination, owner: leaf.owner),
      screen: screen)
  }
}

/// The walk behind ``Coordinatable/visibleScreen``: down through modals, pushes and selected
/// tabs, then back up applying each coordinator's `customize(_:)` to the screen found, from
/// its owner outward. Recursing carries each level's coordinator down and back, so decorating
/// needs no `parent` look-ups (PERFORMANCE.md, "Rendering").
@MainActor
enum VisibleScreenSearch {
  /// The visible screen's destination and the coordinator whose route made it.
  struct Leaf {
    let node: DestinationNode
    let owner: any Coordinatable
  }

  /// The screen visible below `container`, decorated by `owner` and every coordinator between;
  /// records the way down in `path` and the screen's own destination in `leaf`. Only the screen
  /// travels back up.
  static func decoratedScreen(
    below container: NavigationContainer, ownedBy owner: any Coordinatable, path: inout [Destination],
    leaf: inout Leaf?
  ) -> (any Screen)? {
    guard let node = container.visibleNode else { return nil }
    path.append(Destination(node: node))
    let screen: any Screen
    if let child = node.resolvedChild() {
      guard
        let inner = decoratedScreen(below: child.container, ownedBy: child.coordinator, path: &path, leaf: &leaf)
      else { return nil }
      screen = inner
    } else {
      guard let own = node.screen else { return nil }
      leaf = Leaf(node: node, owner: owner)
      screen = own
    }
    return owner.customize(screen)
  }

  /// The visible destination's node alone, for "back": no path, context or decoration.
  static func visibleNode(below container: NavigationContainer) -> DestinationNode? {
    var container = container
    while let node = container.visibleNode {
      guard let child = node.resolvedChild() else { return node.screen == nil ? nil : node }
      container = child.container
    }
    return nil
  }
}
