import Observation

/// The baseline every navigation row is compared with: the router of the reference project,
/// an `@Observable` class holding one enum path per tab (push = append, pop = removeLast).
///
/// Written here rather than imported: it is a few lines, and the benchmark must not read files
/// outside the package. Pushes and pops mutate the selected tab's stored path in place; the
/// reference's `currentStack` computed property is kept as ``popViaCurrentStack()`` only to
/// show that, written that way, every pop copies the whole path.
@MainActor
@Observable
final class ReferenceRouter {
  var isSignedIn = false
  var selectedTab: RouterTab = .home
  var homePath: [RouterRoute] = []
  var profilePath: [RouterRoute] = []
  var settingsPath: [RouterRoute] = []
  var sheet: RouterRoute?

  /// The selected tab's path, exactly as the reference writes it.
  var currentStack: [RouterRoute] {
    get {
      switch selectedTab {
      case .home: homePath
      case .profile: profilePath
      case .settings: settingsPath
      }
    }
    set {
      switch selectedTab {
      case .home: homePath = newValue
      case .profile: profilePath = newValue
      case .settings: settingsPath = newValue
      }
    }
  }

  func push(_ route: RouterRoute) {
    switch selectedTab {
    case .home: homePath.append(route)
    case .profile: profilePath.append(route)
    case .settings: settingsPath.append(route)
    }
  }

  func pop() {
    switch selectedTab {
    case .home: _ = homePath.popLast()
    case .profile: _ = profilePath.popLast()
    case .settings: _ = settingsPath.popLast()
    }
  }

  /// The reference's `goBack()`: `currentStack.removeLast()` through the computed property.
  func popViaCurrentStack() {
    if !currentStack.isEmpty { currentStack.removeLast() }
  }

  func popToRoot() {
    switch selectedTab {
    case .home: homePath.removeAll()
    case .profile: profilePath.removeAll()
    case .settings: settingsPath.removeAll()
    }
  }

  /// Signing out: every path and the sheet go, as a root swap tears a tree down.
  func reset() {
    isSignedIn = false
    sheet = nil
    homePath.removeAll()
    profilePath.removeAll()
    settingsPath.removeAll()
  }

  /// The visible route: the sheet, else the top of the selected tab's path.
  var visibleRoute: RouterRoute {
    if let sheet { return sheet }
    switch selectedTab {
    case .home: return homePath.last ?? .home
    case .profile: return profilePath.last ?? .home
    case .settings: return settingsPath.last ?? .home
    }
  }
}
