import Scaffolding

/// The baseline's side of a row: the same work done on the reference router, which
/// ``Comparison`` runs beside the core's.
///
/// Setting a router up (building a deep path) happens before the timed region; only the
/// operation itself is inside `Sampler.time`.
@MainActor
protocol RouterWorkload {
  func run() -> (elapsed: Duration, operations: Int)
}

/// A push followed by a pop, on top of `depth` routes.
@MainActor
struct PushPopWorkload: RouterWorkload {
  var depth = 0
  let count: Int

  func run() -> (elapsed: Duration, operations: Int) {
    let router = ReferenceRouter.pushed(depth)
    let elapsed = Sampler.time {
      for index in 0..<count {
        router.push(.detail(index))
        router.pop()
      }
    }
    return (elapsed, count)
  }
}

/// A sheet shown and closed: setting and clearing the router's sheet.
@MainActor
struct SheetWorkload: RouterWorkload {
  let count: Int

  func run() -> (elapsed: Duration, operations: Int) {
    let router = ReferenceRouter.pushed(0)
    let elapsed = Sampler.time {
      for _ in 0..<count {
        router.sheet = .compose
        router.sheet = nil
      }
    }
    return (elapsed, count)
  }
}

/// Two tab switches per round, away and back.
@MainActor
struct TabSwitchWorkload: RouterWorkload {
  let count: Int

  func run() -> (elapsed: Duration, operations: Int) {
    let router = ReferenceRouter.pushed(0)
    let elapsed = Sampler.time {
      for _ in 0..<count / 2 {
        router.selectedTab = .profile
        router.selectedTab = .home
      }
    }
    return (elapsed, count / 2 * 2)
  }
}

/// The four-level deep link on routers never used before: sign in, select a tab, reset its
/// path, push twice.
@MainActor
struct DeepLinkWorkload: RouterWorkload {
  let count: Int

  func run() -> (elapsed: Duration, operations: Int) {
    let routers = (0..<count).map { _ in ReferenceRouter() }
    let elapsed = Sampler.time {
      for router in routers {
        router.isSignedIn = true
        router.selectedTab = .profile
        router.profilePath.removeAll()
        router.push(.detail(1))
        router.push(.detail(2))
      }
    }
    return (elapsed, count)
  }
}

/// Signing out of paths `depth` deep on each of `tabs`; per removed route.
@MainActor
struct ResetWorkload: RouterWorkload {
  var tabs: [RouterTab] = [.home]
  let depth: Int

  func run() -> (elapsed: Duration, operations: Int) {
    let router = ReferenceRouter.pushed(0)
    router.isSignedIn = true
    for tab in tabs {
      router.selectedTab = tab
      for index in 0..<depth { router.push(.detail(index)) }
    }
    return (Sampler.time { router.reset() }, tabs.count * depth)
  }
}

/// Popping a path `depth` deep back to its root; per removed route.
@MainActor
struct PopToRootWorkload: RouterWorkload {
  let depth: Int

  func run() -> (elapsed: Duration, operations: Int) {
    let router = ReferenceRouter.pushed(depth)
    return (Sampler.time { router.popToRoot() }, depth)
  }
}

/// The reference's `RouterView`: finding the top route and switching from it to a screen body.
@MainActor
struct RenderWorkload: RouterWorkload {
  let count: Int

  func run() -> (elapsed: Duration, operations: Int) {
    let router = ReferenceRouter.pushed(0)
    router.selectedTab = .profile
    router.push(.detail(1))
    router.push(.detail(2))
    return (Sampler.time { for _ in 0..<count { blackHole(Self.body(for: router.visibleRoute)) } }, count)
  }

  private static func body(for route: RouterRoute) -> ScreenBody {
    switch route {
    case .detail(let id): BenchScreen.body(id: id)
    case .home, .compose, .settingsPage: BenchScreen.body(id: 0)
    }
  }
}

extension ReferenceRouter {
  /// A router with `depth` details pushed on its home tab; made on the main actor, where the
  /// timed closures use it.
  static func pushed(_ depth: Int) -> ReferenceRouter {
    let router = ReferenceRouter()
    for index in 0..<depth { router.push(.detail(index)) }
    return router
  }
}
