/// What both baseline routers offer, so each benchmark's router side is written once
/// (``RouterWorkload``) and run on both.
///
/// Each router implements these itself, exactly as the reference writes them, rather than
/// sharing a protocol extension: going through the protocol's accessors measurably slowed the
/// baseline (2,092 instead of 2,040 instructions per push + pop under callgrind), which would
/// flatter every ratio. The workloads are specialised per router in a release build, so they
/// call these methods directly.
@MainActor
protocol BaselineRouter: AnyObject {
  init()
  var isSignedIn: Bool { get set }
  var selectedTab: RouterTab { get set }
  var profilePath: [RouterRoute] { get set }
  var sheet: RouterRoute? { get set }
  var visibleRoute: RouterRoute { get }
  func push(_ route: RouterRoute)
  func pop()
  func popToRoot()
  func reset()
}
