extension Coordinatable {
  /// Calls `handler` with every navigation event of this coordinator and its descendants,
  /// for as long as the returned token is kept.
  ///
  /// Descendants are those in the tree now: a coordinator that has left it (say, a dismissed
  /// sheet's flow still held by someone) reports what it refuses to its own observers and to
  /// `ScaffoldingLog`, no longer to its former ancestors.
  ///
  /// Analytics, logging and tests observe here rather than polling the containers.
  @_spi(Inspection)
  public func observeNavigation(_ handler: @escaping @MainActor (NavigationEvent) -> Void) -> NavigationObservation {
    let observation = NavigationObservation(handler: handler)
    navigationContainer?.observers.append(WeakObservation(observation: observation))
    return observation
  }
}
