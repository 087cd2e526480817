@_spi(Tasks) import Scaffolding

/// A flow like a feature's: screens to push, a sheet to present and a child flow to nest, so
/// trees of any shape and size can be built from one type.
final class BenchFlow: FlowCoordinatable {
  enum Destinations: Destinationable {
    case home
    case detail(Int)
    case sheet
    case child
    case loading(Int)
    case saving(Int)

    enum Meta: DestinationMeta {
      case home, detail, sheet, child, loading, saving
    }

    var meta: Meta {
      switch self {
      case .home: .home
      case .detail: .detail
      case .sheet: .sheet
      case .child: .child
      case .loading: .loading
      case .saving: .saving
      }
    }

    func value(for coordinator: BenchFlow) -> Destination {
      switch self {
      case .home: .screen(meta, BenchScreen(id: 0))
      case .detail(let id): .screen(meta, BenchScreen(id: id))
      case .sheet: .screen(meta, BenchScreen(id: -1))
      case .child: .coordinator(meta, owner: coordinator) { _ in BenchFlow() }
      case .loading(let id): .screen(meta, coordinator.loadingScreen(id))
      case .saving(let id): .screen(meta, BenchSavingScreen(id: id))
      }
    }
  }

  let stack = FlowStack<BenchFlow>(root: .home)

  /// A screen with a task that loads its item from ``BenchLoads/load`` into a model of its
  /// own, as a feature's item detail does.
  func loadingScreen(_ id: Int) -> some Screen {
    let model = BenchItemModel()
    let load = BenchLoads.load
    return BenchScreen(id: id).task { task in
      guard let item = await load(id) else { return }
      task.deliver {
        model.item = item
        BenchLoads.delivered += 1
      }
    }
  }
}

/// A screen whose one action is asynchronous, as a publish is: it awaits ``BenchLoads/load``
/// as a task of the screen's destination, then pops the screen.
struct BenchSavingScreen: Screen {
  let id: Int

  func body(in context: ScreenContext) -> ScreenBody {
    let flow = context.coordinator(BenchFlow.self)
    let id = id
    return ScreenBody(
      title: "Item \(id)",
      actions: [
        ScreenAction("save", summary: "Save and close", on: flow) { flow, _ in
          guard await BenchLoads.load(id) != nil else { return }
          BenchLoads.delivered += 1
          flow.pop()
        }
      ])
  }
}

/// What a `.loading` screen loaded.
@MainActor
final class BenchItemModel {
  var item: String?
}

/// Where `.loading` screens load from, and how many loads were delivered. Static, so the flows
/// every other row builds carry nothing for it.
@MainActor
enum BenchLoads {
  /// The dependency; answers at once unless a row sets another.
  static var load: @MainActor (Int) async -> String? = immediate
  /// Loads delivered into their screen's model, so a row can check every push loaded.
  static var delivered = 0

  /// A dependency that answers without suspending, as a cache or a preview fake does.
  static func immediate(_ id: Int) async -> String? { "Item \(id)" }
}

extension BenchFlow {
  /// `count` pushes, each followed by a pop: the pair the push + pop rows time, written as two
  /// statements on the same flow, as the router workloads write theirs.
  func pushAndPop(times count: Int) {
    for index in 0..<count {
      route(to: .detail(index))
      pop()
    }
  }

  /// `count` pushes of a screen whose async action, performed as a front end does (the visible
  /// screen rendered, its action found and run), saves and pops it.
  func pushAndSave(times count: Int) {
    for index in 0..<count {
      route(to: .saving(index))
      _ = try? visibleScreen?.render().action(named: "save")?.perform([])
    }
  }

  /// `count` pushes of a screen that loads, each followed by a pop.
  func pushLoadAndPop(times count: Int) {
    for index in 0..<count {
      route(to: .loading(index))
      pop()
    }
  }
}
