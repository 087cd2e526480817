import Scaffolding

/// A flow like a feature's: screens to push, a sheet to present and a child flow to nest, so
/// trees of any shape and size can be built from one type.
final class BenchFlow: FlowCoordinatable {
  enum Destinations: Destinationable {
    case home
    case detail(Int)
    case sheet
    case child

    enum Meta: DestinationMeta {
      case home, detail, sheet, child
    }

    var meta: Meta {
      switch self {
      case .home: .home
      case .detail: .detail
      case .sheet: .sheet
      case .child: .child
      }
    }

    func value(for coordinator: BenchFlow) -> Destination {
      switch self {
      case .home: .screen(meta, BenchScreen(id: 0))
      case .detail(let id): .screen(meta, BenchScreen(id: id))
      case .sheet: .screen(meta, BenchScreen(id: -1))
      case .child: .coordinator(meta, owner: coordinator) { _ in BenchFlow() }
      }
    }
  }

  let stack = FlowStack<BenchFlow>(root: .home)
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
}
