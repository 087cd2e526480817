import Scaffolding

/// The one screen every fixture shows: a title, two lines and one action, built on each render
/// as a real screen is. The router baselines build the same body, so the render row compares
/// only how the screen is found.
struct BenchScreen: Screen {
  let id: Int

  func body(in context: ScreenContext) -> ScreenBody {
    Self.body(id: id)
  }

  static func body(id: Int) -> ScreenBody {
    ScreenBody(
      title: "Item \(id)",
      lines: ["A benchmark screen.", "It shows item \(id)."],
      actions: [ScreenAction("open", summary: "Open an item", parameters: [.init("id")]) { _ in }])
  }
}
