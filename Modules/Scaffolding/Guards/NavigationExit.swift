/// The ways out of a coordinator, by name, as a ``LeaveGuard`` sees them.
public enum NavigationExit: String, Sendable, CaseIterable {
  /// `pop()`, `popToRoot()` or a `popTo…` above it.
  case pop
  /// The user's back (`goBack()`).
  case back
  /// Its modal closed: `pop()` of a sheet, its own `dismissCoordinator()`.
  case dismiss
  /// Another tab selected while it is in the one shown.
  case tabSwitch
  /// A deep link replacing the stack it is in.
  case link
  /// A root swap above it (a sign-out).
  case rootSwap
  /// A restore replacing the stack it is in.
  case restore
  /// An exit nobody can be asked about (the session ended elsewhere): the guard is told, and
  /// the exit goes on whatever it decides.
  case forced

  /// Whether the user may be asked first.
  public var canAsk: Bool { self != .forced }

  /// Set while ``forcing(_:)`` runs.
  @MainActor @exclusivity(unchecked) static var isForcing = false

  /// Runs `change` as a ``forced`` exit: leave guards are told, and nothing is asked. An app
  /// ends a session that ended elsewhere this way.
  @MainActor
  @discardableResult
  public static func forcing<T>(_ change: () throws -> T) rethrows -> T {
    let before = isForcing
    isForcing = true
    defer { isForcing = before }
    return try change()
  }

  /// `kind`, unless the navigation under way names its own exit: a link's or a restore's, or a
  /// forced one.
  @MainActor
  static func named(_ kind: NavigationExit) -> NavigationExit {
    if isForcing { return .forced }
    switch NavigationWay.current {
    case .link: return .link
    case .restore: return .restore
    case .action, .tab: return kind
    }
  }
}
