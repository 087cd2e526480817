import Foundation

/// The mutable identity behind a ``Destination`` value.
///
/// `Destination` is a value that front ends copy freely; what must stay unique (the lazily made
/// child coordinator, the `onDismiss` callback that fires exactly once, the container holding
/// the destination) lives here, one object per destination.
@MainActor
final class DestinationNode {
  /// Where the destination sits in its container. `DestinationType` cannot say "tab".
  enum Placement: Equatable {
    case root, tab, push, sheet, fullScreenCover

    init(_ presentation: PresentationType) {
      switch presentation {
      case .push: self = .push
      case .sheet: self = .sheet
      case .fullScreenCover: self = .fullScreenCover
      }
    }

    var routeType: DestinationType {
      switch self {
      case .root, .tab: .root
      case .push: .push
      case .sheet: .sheet
      case .fullScreenCover: .fullScreenCover
      }
    }

    /// A sheet or a full-screen cover.
    var isModal: Bool { self == .sheet || self == .fullScreenCover }

    var pushType: PresentationType? {
      switch self {
      case .root, .tab: nil
      case .push: .push
      case .sheet: .sheet
      case .fullScreenCover: .fullScreenCover
      }
    }
  }

  /// What the destination shows: a screen, or a coordinator made on first use and kept.
  enum Content {
    case screen(any Screen)
    case pendingCoordinator(@MainActor () -> (any Coordinatable)?)
    case coordinator(any Coordinatable, any NavigationContainer)
    case released
  }

  let id: UUID
  let meta: any DestinationMeta
  let tabLabel: TabLabel?
  /// The `Destinations` case the node was made from; set when a container adopts it.
  var route: (any Destinationable)?
  var placement: Placement = .root
  private(set) var content: Content
  var onDismiss: (@MainActor () -> Void)?
  /// The container whose array holds this node; nil before insertion.
  weak var container: (any NavigationContainer)?
  /// Set once the node has been removed, so nothing fires or resolves twice.
  private(set) var hasLeftTree = false
  /// What the hosted coordinator handed to `dismissCoordinator(returning:)`.
  var result: (any Sendable)?
  /// Resumes an `await present(...)` when the node leaves the tree.
  var resultReceiver: (@MainActor ((any Sendable)?) -> Void)?

  init(meta: any DestinationMeta, tabLabel: TabLabel?, content: Content) {
    self.id = DestinationIDGenerator.next()
    self.meta = meta
    self.tabLabel = tabLabel
    self.content = content
  }

  /// The presentation the user perceives: a root or tab inherits its coordinator's host's.
  var presentationType: DestinationType {
    var node = self
    while node.placement == .root || node.placement == .tab {
      guard let host = node.container?.links.host else { return .root }
      node = host
    }
    return node.placement.routeType
  }

  var screen: (any Screen)? {
    if case .screen(let screen) = content { return screen }
    return nil
  }

  /// Whether a coordinator was made here (``existingChild`` without copying it out).
  var hostsChild: Bool {
    if case .coordinator = content { return true }
    return false
  }

  /// The hosted coordinator, if it was already made; never creates one.
  var existingChild: (coordinator: any Coordinatable, container: any NavigationContainer)? {
    if case .coordinator(let coordinator, let container) = content { return (coordinator, container) }
    return nil
  }

  /// The hosted coordinator, made now if this is its first use; nil for screens.
  func resolvedChild() -> (coordinator: any Coordinatable, container: any NavigationContainer)? {
    guard case .pendingCoordinator(let make) = content, !hasLeftTree else { return existingChild }
    guard let coordinator = make() else {
      content = .released
      return nil
    }
    guard let container = ContainerLookup.container(of: coordinator) else {
      self.container?.diagnose(
        .unsupportedCoordinator,
        "\(type(of: coordinator)) conforms to none of FlowCoordinatable, TabCoordinatable, RootCoordinatable; it is shown as empty"
      )
      content = .released
      return nil
    }
    guard container.links.host == nil, !container.links.isDismissed else {
      self.container?.diagnose(
        .coordinatorReused,
        "\(type(of: coordinator)) is already in a tree or was dismissed; a route function must return a new coordinator"
      )
      content = .released
      return nil
    }
    container.links.host = self
    content = .coordinator(coordinator, container)
    return (coordinator, container)
  }

  /// Called by ``Teardown`` once the tree has its final shape: fires `onDismiss`, resumes an
  /// awaiting presenter and lets go of the content, so nothing the node held outlives it.
  func leaveTree() {
    let callback = onDismiss
    let receiver = resultReceiver
    let delivered = result
    onDismiss = nil
    resultReceiver = nil
    result = nil
    content = .released
    receiver?(delivered)
    callback?()
  }

  /// Marks the node removed; ``Teardown`` calls it before recursing into the hosted coordinator.
  func markLeft() {
    hasLeftTree = true
  }
}
