import Foundation
@_spi(Inspection) import Scaffolding

/// Runs a ``ModelOperation`` on a real coordinator of the model test, through the public API,
/// optionally through the typed deep-link overload landing as `T`.
@MainActor
struct RealTreeDriver {
  /// What the real call reported back.
  struct Result {
    var landings = 0
    var answer: Bool?
    var back: BackAction?
  }

  /// The real tree's destinations bottom to top, as the model lists entries.
  static func destinations(of coordinator: any Coordinatable) -> [Destination] {
    switch coordinator {
    case let flow as MFlow: (flow.stack.root.map { [$0] } ?? []) + flow.stack.destinations
    case let tabs as MTabs: tabs.tabItems.tabs + tabs.tabItems.modals
    case let root as MRoot: (root.root.root.map { [$0] } ?? []) + root.root.modals
    default: []
    }
  }

  static func run<T: Coordinatable>(
    _ operation: ModelOperation,
    on coordinator: any Coordinatable,
    onDismiss: (@MainActor () -> Void)?,
    landingAs _: T.Type,
    typed: Bool
  ) -> Result {
    var result = Result()
    // Counted apart from `result`, which the calls below hold `inout` while the closure runs.
    var landings = 0
    let land: (T) -> Void = { _ in landings += 1 }
    switch coordinator {
    case let flow as MFlow: runFlow(operation, flow, onDismiss, typed ? land : nil, &result)
    case let tabs as MTabs: runTabs(operation, tabs, onDismiss, typed ? land : nil, &result)
    case let root as MRoot: runRoot(operation, root, onDismiss, typed ? land : nil, &result)
    default: break
    }
    result.landings = landings
    return result
  }

  private static func runFlow<T: Coordinatable>(
    _ operation: ModelOperation, _ flow: MFlow, _ onDismiss: (@MainActor () -> Void)?, _ land: ((T) -> Void)?,
    _ result: inout Result
  ) {
    switch operation {
    case .route(let meta):
      if let land {
        flow.route(to: .of(meta), onDismiss: onDismiss, land)
      } else {
        flow.route(to: .of(meta), onDismiss: onDismiss)
      }
    case .pop: flow.pop()
    case .popToRoot: flow.popToRoot()
    case .popToFirst(let meta):
      if let land { flow.popToFirst(meta, land) } else { flow.popToFirst(meta) }
    case .popToLast(let meta):
      if let land { flow.popToLast(meta, land) } else { flow.popToLast(meta) }
    case .setRoot(let meta):
      if let land { flow.setRoot(.of(meta), land) } else { flow.setRoot(.of(meta)) }
    case .isInStack(let meta): result.answer = flow.isInStack(meta)
    default: runCommon(operation, flow, onDismiss, land, &result)
    }
  }

  private static func runTabs<T: Coordinatable>(
    _ operation: ModelOperation, _ tabs: MTabs, _ onDismiss: (@MainActor () -> Void)?, _ land: ((T) -> Void)?,
    _ result: inout Result
  ) {
    switch operation {
    case .selectFirstTab(let meta):
      if let land { tabs.selectFirstTab(meta, land) } else { tabs.selectFirstTab(meta) }
    case .selectLastTab(let meta):
      if let land { tabs.selectLastTab(meta, land) } else { tabs.selectLastTab(meta) }
    case .selectIndex(let index):
      if let land { tabs.select(index: index, land) } else { tabs.select(index: index) }
    case .selectID(let index):
      let list = tabs.tabItems.tabs
      let id = list.indices.contains(index) ? list[index].id : UUID()
      if let land { tabs.select(id: id, land) } else { tabs.select(id: id) }
    case .setTabs(let metas): tabs.setTabs(metas.map { .of($0) })
    case .appendTab(let meta):
      if let land { tabs.appendTab(.of(meta), land) } else { tabs.appendTab(.of(meta)) }
    case .insertTab(let meta, let index):
      if let land { tabs.insertTab(.of(meta), at: index, land) } else { tabs.insertTab(.of(meta), at: index) }
    case .removeFirstTab(let meta): tabs.removeFirstTab(meta)
    case .removeLastTab(let meta): tabs.removeLastTab(meta)
    case .isInTabItems(let meta): result.answer = tabs.isInTabItems(meta)
    case .setTabBarVisibility(let visibility): tabs.setTabBarVisibility(visibility)
    default: runCommon(operation, tabs, onDismiss, land, &result)
    }
  }

  private static func runRoot<T: Coordinatable>(
    _ operation: ModelOperation, _ root: MRoot, _ onDismiss: (@MainActor () -> Void)?, _ land: ((T) -> Void)?,
    _ result: inout Result
  ) {
    switch operation {
    case .setRoot(let meta):
      if let land { root.setRoot(.of(meta), land) } else { root.setRoot(.of(meta)) }
    case .isRoot(let meta): result.answer = root.isRoot(meta)
    default: runCommon(operation, root, onDismiss, land, &result)
    }
  }

  private static func runCommon<C: Coordinatable, T: Coordinatable>(
    _ operation: ModelOperation, _ coordinator: C, _ onDismiss: (@MainActor () -> Void)?, _ land: ((T) -> Void)?,
    _ result: inout Result
  ) where C.Destinations == MDest<C> {
    switch operation {
    case .present(let meta, let style):
      if let land {
        coordinator.present(.of(meta), as: style, onDismiss: onDismiss, land)
      } else {
        coordinator.present(.of(meta), as: style, onDismiss: onDismiss)
      }
    case .dismissCoordinator: coordinator.dismissCoordinator()
    case .goBack: result.back = coordinator.goBack()
    default: break
    }
  }
}
