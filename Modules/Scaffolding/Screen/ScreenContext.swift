/// The headless environment a screen renders in: its coordinator, the coordinators above it,
/// and its own destination.
///
/// Mirrors `@Environment(SomeCoordinator.self)` and `@Environment(\.destination)`: the root of a
/// flow presented as a sheet reads `destination.routeType == .root` and
/// `destination.presentationType == .sheet`.
@MainActor
public struct ScreenContext {
  /// The destination being rendered.
  public let destination: Destination
  /// The coordinator whose route made this screen.
  public let owner: any Coordinatable

  /// A context for rendering `destination` as `owner` made it.
  public init(destination: Destination, owner: any Coordinatable) {
    self.destination = destination
    self.owner = owner
  }

  /// The nearest coordinator of type `C`, starting at the owner and walking up through
  /// parents; nil when there is none.
  public func nearest<C: Coordinatable>(_ type: C.Type = C.self) -> C? {
    var current: (any Coordinatable)? = owner
    while let coordinator = current {
      if let match = coordinator as? C { return match }
      current = coordinator.parent
    }
    return nil
  }
}
