import Scaffolding

/// The names a front end gives the places on a path, each the title of a screen the user has
/// seen there, never a type's name: a breadcrumb's steps and a modal's name read the same words
/// as the screens' own headings.
extension Destination {
  /// The title of the screen this destination shows, or, when it hosts a child coordinator,
  /// of the first screen that coordinator shows (``Scaffolding/Coordinatable/firstDestination``);
  /// nil for a tab coordinator, named by its tabs' labels instead, and for a destination that
  /// has left the tree.
  package func title(owner: any Coordinatable) -> String? {
    switch content {
    case .screen(let screen): screen.body(in: ScreenContext(destination: self, owner: owner)).title
    case .coordinator(let child): child.firstDestination?.title(owner: child)
    case .empty: nil
    }
  }
}

extension Coordinatable {
  /// The destination a flow or a root coordinator starts on (its stack's or its root's), made
  /// if needed; nil for a tab coordinator, which has one per tab.
  package var firstDestination: Destination? {
    if let flow = self as? any FlowCoordinatable { return Self.first(of: flow) }
    if let root = self as? any RootCoordinatable { return Self.first(of: root) }
    return nil
  }

  private static func first<Flow: FlowCoordinatable>(of flow: Flow) -> Destination? {
    flow.stack.root
  }

  private static func first<Root: RootCoordinatable>(of root: Root) -> Destination? {
    root.root.root
  }
}
