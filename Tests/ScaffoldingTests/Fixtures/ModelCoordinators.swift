@_spi(Inspection) import Scaffolding

/// The one meta vocabulary of the model-based test's coordinators, so a random operation can
/// name any destination of any of them.
enum MMeta: String, DestinationMeta, CaseIterable {
  /// Screens.
  case a, b
  /// Child coordinators: a flow, a tab coordinator, a root coordinator.
  case flow, tabs, root
  /// Tabs (only a tab coordinator's tab list uses these): a screen tab, a flow tab, a root tab.
  case tabA, tabFlow, tabRoot

  /// The coordinator kind a destination of this meta hosts, nil for screens.
  var hostedKind: CoordinatorKind? {
    switch self {
    case .a, .b, .tabA: nil
    case .flow, .tabFlow: .flow
    case .tabs: .tab
    case .root, .tabRoot: .root
    }
  }

  var isTab: Bool { self == .tabA || self == .tabFlow || self == .tabRoot }
}

/// The `Destinations` enum the three model-test coordinators share, one case per meta.
@MainActor
enum MDest<Owner: AnyObject>: Destinationable {
  case of(MMeta)

  var meta: MMeta {
    switch self {
    case .of(let meta): meta
    }
  }

  func value(for coordinator: Owner) -> Destination {
    switch meta {
    case .a: .screen(meta, TestScreen("A"))
    case .b: .screen(meta, TestScreen("B"))
    case .flow: .coordinator(meta, owner: coordinator) { _ in MFlow() }
    case .tabs: .coordinator(meta, owner: coordinator) { _ in MTabs() }
    case .root: .coordinator(meta, owner: coordinator) { _ in MRoot() }
    case .tabA: .tab(meta, label: TabLabel("A"), TestScreen("Tab A"))
    case .tabFlow: .tab(meta, label: TabLabel("Flow"), owner: coordinator) { _ in MFlow() }
    case .tabRoot: .tab(meta, label: TabLabel("Root"), owner: coordinator) { _ in MRoot() }
    }
  }
}

/// A flow starting at screen `a`.
@MainActor
final class MFlow: FlowCoordinatable {
  typealias Destinations = MDest<MFlow>
  let stack = FlowStack<MFlow>(root: .of(.a))
}

/// A tab coordinator starting with a screen tab (selected) and a flow tab.
@MainActor
final class MTabs: TabCoordinatable {
  typealias Destinations = MDest<MTabs>
  let tabItems = TabItems<MTabs>(tabs: [.of(.tabA), .of(.tabFlow)])
}

/// A root coordinator starting at screen `a`.
@MainActor
final class MRoot: RootCoordinatable {
  typealias Destinations = MDest<MRoot>
  let root = Root<MRoot>(root: .of(.a))
}
