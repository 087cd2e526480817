/// A check a navigation passes before it shows a destination: a feature flag, a password asked
/// again, a role. The headless counterpart of go_router's `redirect`, Vue Router's `beforeEnter`
/// and Angular's `CanActivate`.
///
/// A coordinator declares its guards in ``Coordinatable/navigationGuards``; each sees every
/// destination the coordinator and its descendants show, or only the routes it names
/// (``init(_:on:decide:)``): a route's guard is its coordinator's guard on that route, and the
/// root coordinator's guards are the app's global ones. They run outermost first, on every way
/// in (``NavigationWay``): an action's `route(to:)` or `present`, a tab selection, a deep link
/// and a restore, with the same result.
///
/// A guard is `async` and runs as work of the destination it guards: until it decides, the
/// tree is not settled (``Coordinatable/settled()`` waits), and a navigation started meanwhile
/// supersedes it (reported as `NavigationDiagnostic/Code/guardSuperseded`; nothing changes).
/// A guard that throws refuses with the error's sentence.
@MainActor
public struct NavigationGuard {
  /// What the guard checks, as the app map and diagnostics name it ("recent sign-in").
  public let name: String
  /// What it guards.
  private let scope: Scope
  let decide: @MainActor (NavigationRequest) async throws -> GuardDecision

  /// A guard called `name` that decides every navigation below its coordinator with `decide`.
  public init(_ name: String, decide: @escaping @MainActor (NavigationRequest) async throws -> GuardDecision) {
    self.name = name
    scope = .everything
    self.decide = decide
  }

  /// A guard called `name` that decides the navigations to `routes` alone:
  /// `NavigationGuard("recent sign-in", on: .account) { … }`.
  public init<Meta: DestinationMeta>(
    _ name: String, on routes: Meta..., decide: @escaping @MainActor (NavigationRequest) async throws -> GuardDecision
  ) {
    self.name = name
    scope = .routes(routes)
    self.decide = decide
  }

  /// A guard called `name` that decides the navigations to any feature's page whose route adds
  /// `segments` to a link (``LinkedDestinations/linkSegments``): how the App's global guard
  /// names a page across features without importing them,
  /// `NavigationGuard("compose flag", linkedAs: "compose") { … }`.
  public init(
    _ name: String, linkedAs segments: String...,
    decide: @escaping @MainActor (NavigationRequest) async throws -> GuardDecision
  ) {
    self.name = name
    scope = .link(segments)
    self.decide = decide
  }

  /// What a guard decides about.
  private enum Scope {
    case everything
    case routes([any DestinationMeta])
    case link([String])
  }

  /// Whether it decides navigations to `node`.
  func guards(_ node: DestinationNode) -> Bool {
    switch scope {
    case .everything: true
    case .routes(let routes): routes.contains { $0.isSame(as: node.meta) }
    case .link(let segments): (node.route as? any LinkedDestinations)?.linkSegments == segments
    }
  }
}

extension Coordinatable {
  /// None: nothing this coordinator shows is guarded, unless a coordinator above guards it.
  public var navigationGuards: [NavigationGuard] { [] }
}

extension Destination {
  /// The names of the guards a navigation to this destination passes, outermost first: what
  /// the app map lists.
  @_spi(Inspection)
  public var guardNames: [String] {
    node.container?.guards(of: node).map(\.name) ?? []
  }
}
