/// A check a navigation passes before it shows a destination: a feature flag, a password asked
/// again, a role. The headless counterpart of go_router's `redirect`, Vue Router's `beforeEnter`
/// and Angular's `CanActivate`.
///
/// A coordinator declares its guards in ``Coordinatable/navigationGuards``; each sees every
/// destination the coordinator and its descendants show, or only the routes it names
/// (``init(_:on:decide:)``): a route's guard is its coordinator's guard on that route, and the
/// root coordinator's guards are the app's global ones. They run outermost first, on every way
/// in: an action's `route(to:)` or `present`, a tab selection, a deep link and a restore, with
/// the same result.
///
/// A guard is `async` and runs as work of the destination it guards: until it decides, the
/// tree is not settled (``Coordinatable/settled()`` waits), and a navigation started meanwhile
/// in the same tree supersedes it (reported as `NavigationDiagnostic/Code/guardSuperseded`;
/// nothing changes). A guard that throws refuses with the error's sentence. A guard decides;
/// its detour (``GuardDecision/redirect(_:)``) is what navigates.
@MainActor
public struct NavigationGuard {
  /// What the guard checks, as the app map and diagnostics name it ("recent sign-in").
  public let name: String
  /// Whether it decides the navigations to a destination, told its meta and its route.
  let covers: @MainActor (any DestinationMeta, Any) -> Bool
  /// Decides, unless ``hearing`` does; called as it is, not through a wrapper that drops the
  /// way in: each asynchronous call costs a link about 2,300 instructions (PERFORMANCE.md,
  /// "Guards").
  let decide: @MainActor () async throws -> GuardDecision
  /// Decides told the way in, for the few `@_spi(Guards)` guards that hear it.
  private(set) var hearing: (@MainActor (NavigationWay) async throws -> GuardDecision)? = nil

  /// A guard called `name` that decides every navigation below its coordinator with `decide`.
  public init(_ name: String, decide: @escaping @MainActor () async throws -> GuardDecision) {
    (self.name, covers, self.decide) = (name, { _, _ in true }, decide)
  }

  /// A guard called `name` that decides the navigations to `routes` alone:
  /// `NavigationGuard("recent sign-in", on: Destinations.account) { … }`.
  public init<Meta: DestinationMeta>(
    _ name: String, on routes: Meta..., decide: @escaping @MainActor () async throws -> GuardDecision
  ) {
    (self.name, covers, self.decide) = (name, NavigationGuard.covering(routes), decide)
  }

  /// ``init(_:on:decide:)``, whose `decide` hears the way in (an action, a tab, a link, a restore).
  @_spi(Guards)
  public init<Meta: DestinationMeta>(
    _ name: String, on routes: Meta...,
    hearing decide: @escaping @MainActor (NavigationWay) async throws -> GuardDecision
  ) {
    (self.name, covers, self.decide, self.hearing) = (name, NavigationGuard.covering(routes), { .allow }, decide)
  }

  /// A guard called `name` that decides the navigations to any feature's page whose route adds
  /// `segments` to a link (``LinkedDestinations/linkSegments``): how the App's global guard
  /// names a page across features without importing them,
  /// `NavigationGuard("compose flag", linkedAs: "compose") { … }`.
  public init(
    _ name: String, linkedAs segments: String..., decide: @escaping @MainActor () async throws -> GuardDecision
  ) {
    (self.name, covers, self.decide) = (name, { ($1 as? any LinkedDestinations)?.linkSegments == segments }, decide)
  }

  /// Whether a meta is one of `routes`: a loop over existentials, not generic code run
  /// unspecialised (PERFORMANCE.md, "Metas"). They are gathered by a counted loop: a dynamic
  /// array cast, `map` or `indices`, run unspecialised, looked up array metadata for each guard
  /// made (about 1,900 instructions).
  private static func covering<Meta: DestinationMeta>(_ routes: [Meta]) -> @MainActor (any DestinationMeta, Any) -> Bool
  {
    var metas: [any DestinationMeta] = []
    for index in 0..<routes.count { metas.append(routes[index]) }
    return { meta, _ in
      // A plain loop: `contains` takes a closure, which checks the executor (PERFORMANCE.md).
      for each in metas where meta.isSame(as: each) { return true }
      return false
    }
  }
}

/// What a ``NavigationGuard`` decided: data, so a test or the app map can read it.
@MainActor
public enum GuardDecision {
  /// The navigation goes on (to the next guard, then the destination).
  case allow
  /// Nothing changes, and the user reads `sentence` ("Compose is turned off.").
  case refuse(String)
  /// Somewhere the user goes first: `detour` navigates (presents a password screen, say) and
  /// returns whether the user got through; the navigation then resumes where the user was
  /// going, or is abandoned without a sentence (the user went back). While the user is on it,
  /// other navigation in the tree leaves the check waiting. A detour that leads to a
  /// destination whose guard sent the user on it is a loop: it is refused, reported as
  /// `NavigationDiagnostic/Code/redirectLoop`, and the navigation is abandoned; it never hangs.
  case redirect(_ detour: @MainActor () async -> Bool)
}

extension Coordinatable {
  /// None: nothing this coordinator shows is guarded, unless a coordinator above guards it.
  public var navigationGuards: [NavigationGuard] { [] }

  /// Nil: leaving asks nothing. The tree reads this default once, as the coordinator is bound,
  /// and learns that no exit need read it again (PERFORMANCE.md, "Guards").
  public var leaveQuestion: String? {
    navigationContainer?.asksBeforeLeaving = false
    return nil
  }
}

/// What inspection reads of a destination's guards: the app map and the test walk.
@_spi(Inspection)
extension Destination {
  /// The names of the guards a navigation to this destination passes, outermost first: what
  /// the app map lists.
  public var guardNames: [String] { node.container?.guards(of: node.meta, route: node.route).map(\.name) ?? [] }

  /// Whether this is a leave question (`discard`, `keep`): what a test walk tells from the
  /// screens a feature shows.
  public var asksBeforeLeaving: Bool { node.placement == .fullScreenCover && node.meta is LeaveQuestionScreen.Meta }
}
