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

  /// The screen's current content and actions.
  public func render() -> ScreenBody {
    screen.body(in: context)
  }
}

extension Coordinatable {
  /// The screen the user sees in this coordinator's part of the tree, or nil when it shows
  /// nothing (it has left the tree).
  public var visibleScreen: VisibleScreen? {
    guard var container = navigationContainer else { return nil }
    var path: [Destination] = []
    while let node = container.visibleNode {
      path.append(Destination(node: node))
      if let child = node.resolvedChild() {
        container = child.container
        continue
      }
      guard let screen = node.screen, let owner = container.owner else { return nil }
      let destination = Destination(node: node)
      return VisibleScreen(
        path: path,
        destination: destination,
        context: ScreenContext(destination: destination, owner: owner),
        screen: Self.decorate(screen, from: owner))
    }
    return nil
  }

  /// Applies `customize(_:)` from the screen's owner outward to the top of the tree.
  private static func decorate(_ screen: any Screen, from owner: any Coordinatable) -> any Screen {
    var decorated = screen
    var current: (any Coordinatable)? = owner
    while let coordinator = current {
      decorated = coordinator.customize(decorated)
      current = coordinator.parent
    }
    return decorated
  }
}
