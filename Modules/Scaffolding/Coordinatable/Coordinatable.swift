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

  /// Not API: provided by ``FlowCoordinatable``, ``TabCoordinatable`` and
  /// ``RootCoordinatable``; don't implement or call it. Nil for a type that conforms to
  /// `Coordinatable` alone, which the tree shows as empty.
  var _navigation: _NavigationState? { get }

  /// Decorates every screen this coordinator or its descendants show, as SwiftUI's
  /// `customize(_:)` applies shared modifiers. The default returns the screen unchanged.
  func customize(_ screen: any Screen) -> any Screen

  /// Guards every destination this coordinator and its descendants show (``NavigationGuard``).
  var navigationGuards: [NavigationGuard] { get }

  /// What to ask before an exit removes or hides this coordinator ("Discard your changes?"),
  /// nil to leave freely (the default): unsaved changes that must not vanish on a swipe. Read
  /// at once, on every way out (a pop, `back`, its modal dismissed, a tab switch, a link or a
  /// restore replacing its stack, a root swap): a question shows as a full-screen cover whose
  /// `discard` makes the exit and `keep` stays. An exit nobody can be asked about (a session
  /// ended elsewhere) reads it and goes on. The counterpart of go_router's `onExit`.
  var leaveQuestion: String? { get }
}

extension Coordinatable {
  /// None: only the three coordinator kinds keep navigation state.
  public var _navigation: _NavigationState? { nil }

  /// This coordinator's state, connected to it (its initial root or tabs made) on first use.
  var navigationContainer: NavigationContainer? { _navigation?.container }

  /// How this coordinator was pushed or presented by its parent; nil at the top, as a tab or
  /// the root of another coordinator, and once it has left the tree. Front ends holding
  /// `any Coordinatable` read it to choose a back or a close button.
  public var presentedAs: PresentationType? { navigationContainer?.presentedAs }

  /// Leaves screens as they are; override to decorate them.
  public func customize(_ screen: any Screen) -> any Screen { screen }
}
