import Scaffolding

/// One random operation of the model-based test, printable so a failure lists the sequence.
enum ModelOperation: CustomStringConvertible {
  case route(MMeta)
  case present(MMeta, ModalPresentationType)
  case pop
  case popToRoot
  case popToFirst(MMeta)
  case popToLast(MMeta)
  case setRoot(MMeta)
  case isInStack(MMeta)
  case isRoot(MMeta)
  case dismissCoordinator
  case goBack
  case selectFirstTab(MMeta)
  case selectLastTab(MMeta)
  case selectIndex(Int)
  case selectID(Int)
  case setTabs([MMeta])
  case appendTab(MMeta)
  case insertTab(MMeta, Int)
  case removeFirstTab(MMeta)
  case removeLastTab(MMeta)
  case isInTabItems(MMeta)
  case setTabBarVisibility(TabBarVisibility)

  /// Route and present take an `onDismiss` callback.
  var takesCallback: Bool {
    switch self {
    case .route, .present: true
    default: false
    }
  }

  /// Operations with a typed deep-link overload.
  var hasLandingOverload: Bool {
    switch self {
    case .route, .present, .popToFirst, .popToLast, .setRoot, .selectFirstTab, .selectLastTab, .selectIndex,
      .selectID, .appendTab, .insertTab:
      true
    default: false
    }
  }

  var description: String {
    switch self {
    case .route(let meta): "route(to: .\(meta))"
    case .present(let meta, let style): "present(.\(meta), as: .\(style))"
    case .pop: "pop()"
    case .popToRoot: "popToRoot()"
    case .popToFirst(let meta): "popToFirst(.\(meta))"
    case .popToLast(let meta): "popToLast(.\(meta))"
    case .setRoot(let meta): "setRoot(.\(meta))"
    case .isInStack(let meta): "isInStack(.\(meta))"
    case .isRoot(let meta): "isRoot(.\(meta))"
    case .dismissCoordinator: "dismissCoordinator()"
    case .goBack: "goBack()"
    case .selectFirstTab(let meta): "selectFirstTab(.\(meta))"
    case .selectLastTab(let meta): "selectLastTab(.\(meta))"
    case .selectIndex(let index): "select(index: \(index))"
    case .selectID(let index): "select(id: <tab \(index)>)"
    case .setTabs(let metas): "setTabs(\(metas.map { ".\($0)" }))"
    case .appendTab(let meta): "appendTab(.\(meta))"
    case .insertTab(let meta, let index): "insertTab(.\(meta), at: \(index))"
    case .removeFirstTab(let meta): "removeFirstTab(.\(meta))"
    case .removeLastTab(let meta): "removeLastTab(.\(meta))"
    case .isInTabItems(let meta): "isInTabItems(.\(meta))"
    case .setTabBarVisibility(let visibility): "setTabBarVisibility(.\(visibility))"
    }
  }
}
