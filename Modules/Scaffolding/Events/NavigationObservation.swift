/// A live subscription to a coordinator's navigation events, returned by
/// `observeNavigation(_:)`.
///
/// Keep it as long as you want events; dropping it or calling ``cancel()`` stops delivery. The
/// tree only holds it weakly, so an observer never keeps a coordinator tree alive.
@MainActor
@_spi(Inspection)
public final class NavigationObservation {
  private var handler: (@MainActor (NavigationEvent) -> Void)?

  init(handler: @escaping @MainActor (NavigationEvent) -> Void) {
    self.handler = handler
  }

  /// Stops delivery now, before the token is released.
  public func cancel() {
    handler = nil
  }

  func deliver(_ event: NavigationEvent) {
    handler?(event)
  }
}
