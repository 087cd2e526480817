/// How a navigation came in, as guards that ask hear it (``NavigationGuard/init(_:on:hearing:)``):
/// an `action` (a screen action or code calling `route(to:)`, `present` and friends), a `tab`
/// selection, a deep `link` (``DeepLinkable/open(_:)``, whose guards run while it is checked, so
/// a refusal changes nothing), or a `restore`, a link the app follows to rebuild a saved place
/// (``Coordinatable/following(_:_:)``).
@_spi(Guards)
public enum NavigationWay: String, Sendable, CaseIterable { case action, tab, link, restore }

/// The ways out of a coordinator, as its ``Coordinatable/leaveQuestion`` hears them
/// (``Coordinatable/leavingBy``): a `pop` (`pop()`, `popToRoot()`, a `popTo…` above it), the
/// user's `back` (`goBack()`), its modal's `dismiss` (`pop()` of a sheet, its own
/// `dismissCoordinator()`), a `tabSwitch` away from the tab it is in, a `link` or a `restore`
/// replacing the stack it is in, a `rootSwap` above it (a sign-out), or a `forced` exit nobody
/// can be asked about (``Coordinatable/forcing(_:)``): read, and made whatever it answers.
@_spi(Guards)
public enum NavigationExit: String, Sendable, CaseIterable {
  case pop, back, dismiss, tabSwitch, link, rootSwap, restore, forced
}

@_spi(Guards)
extension Coordinatable {
  /// Runs `operation` as navigation of `way` in this coordinator's tree, the guards of each
  /// way in hearing it: an app wraps its restore in `following(.restore) { … }`. The tree's
  /// state for the duration of the call; other trees are not told.
  public func following<T>(_ way: NavigationWay, _ operation: () async throws -> T) async rethrows -> T {
    guard let tree = navigationContainer?.treeMade else { return try await operation() }
    let before = tree.way
    tree.way = way
    defer { tree.way = before }
    return try await operation()
  }

  /// Runs `change` as a ``NavigationExit/forced`` exit of this coordinator's tree: leave
  /// questions are read and not asked. An app ends a session that ended elsewhere this way.
  @discardableResult
  public func forcing<T>(_ change: () throws -> T) rethrows -> T {
    guard let tree = navigationContainer?.treeMade else { return try change() }
    return try tree.with(\.isForcing, true, change)
  }

  /// The exit this coordinator's ``Coordinatable/leaveQuestion`` is read for, while it is.
  public var leavingBy: NavigationExit? { navigationContainer?.treeIfAny?.exit }

  /// Whether this coordinator declares a ``Coordinatable/leaveQuestion``, whatever it answers
  /// now: what the app map marks.
  public var hasLeaveQuestion: Bool { navigationContainer?.asksBeforeLeaving == true }
}
