extension Coordinatable {
  /// Calls `handler` with every navigation event of this coordinator and its descendants,
  /// for as long as the returned token is kept.
  ///
  /// Analytics, logging and tests observe here rather than polling the containers.
  public func observeNavigation(_ handler: @escaping @MainActor (NavigationEvent) -> Void)
    -> NavigationObservation
  {
    let observation = NavigationObservation(handler: handler)
    ContainerLookup.container(of: self)?.links.observers.append(WeakObservation(observation: observation))
    return observation
  }
}
