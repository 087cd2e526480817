/// The surface every coordinator shares: a `Destinations` enum, identity, its parent, and a
/// hook to decorate the screens it shows.
///
/// Don't conform to it directly: adopt ``FlowCoordinatable`` (push and pop),
/// ``TabCoordinatable`` (independent tabs) or ``RootCoordinatable`` (atomic root swaps), which
/// provide ``parent`` and the navigation operations.
@MainActor
public protocol Coordinatable: AnyObject, Identifiable {
  /// The coordinator's routes, one case per route function.
  associatedtype Destinations: Destinationable where Destinations.Owner == Self

  /// The coordinator whose destination shows this one, set by the framework when this
  /// coordinator enters a tree; nil at the top and once it has left.
  var parent: (any Coordinatable)? { get }

  /// This coordinator's ``FlowStack``, ``TabItems`` or ``Root``, seen through their common
  /// class and connected to the coordinator (its initial root or tabs made) on first use.
  ///
  /// It is how code holding `any Coordinatable` (the tree itself, a front end, a test helper)
  /// reaches a coordinator's state without asking which kind it is, as the SwiftUI library's
  /// `view` requirement renders any coordinator. ``FlowCoordinatable``, ``TabCoordinatable``
  /// and ``RootCoordinatable`` provide it: don't implement it. Nil for a type that conforms to
  /// `Coordinatable` alone, which the tree shows as empty.
  var navigationContainer: NavigationContainer? { get }

  /// Decorates every screen this coordinator or its descendants show, as SwiftUI's
  /// `customize(_:)` applies shared modifiers. The default returns the screen unchanged.
  func customize(_ screen: any Screen) -> any Screen
}

extension Coordinatable {
  /// None: only the three coordinator kinds keep navigation state.
  public var navigationContainer: NavigationContainer? { nil }

  /// Leaves screens as they are; override to decorate them.
  public func customize(_ screen: any Screen) -> any Screen { screen }
}
