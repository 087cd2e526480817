import Scaffolding

/// A flow that can push screens and host every kind of child coordinator, pushed or presented.
@MainActor
final class HomeFlow: FlowCoordinatable {
  enum Destinations: Destinationable {
    case feed
    case detail(Int)
    case settings
    case compose
    case tabs
    case shell
    case nested
    case probe(Probe)

    enum Meta: DestinationMeta {
      case feed, detail, settings, compose, tabs, shell, nested, probe
    }

    var meta: Meta {
      switch self {
      case .feed: .feed
      case .detail: .detail
      case .settings: .settings
      case .compose: .compose
      case .tabs: .tabs
      case .shell: .shell
      case .nested: .nested
      case .probe: .probe
      }
    }

    func value(for coordinator: HomeFlow) -> Destination {
      switch self {
      case .feed: .screen(meta, TestScreen("Feed"))
      case .detail(let id): .screen(meta, TestScreen("Detail \(id)"))
      case .settings: .screen(meta, TestScreen("Settings"))
      case .compose: .coordinator(meta, owner: coordinator) { $0.makeCompose() }
      case .tabs: .coordinator(meta, owner: coordinator) { _ in MainTabs() }
      case .shell: .coordinator(meta, owner: coordinator) { _ in AppRoot() }
      case .nested: .coordinator(meta, owner: coordinator) { _ in HomeFlow() }
      case .probe(let probe): .screen(meta, ProbeScreen(probe: probe))
      }
    }
  }

  let stack: FlowStack<HomeFlow>
  /// When set, `customize(_:)` prefixes every title with it.
  var decoration: String?
  /// How many compose flows this coordinator's route function made.
  private(set) var composeCount = 0

  init(root: Destinations = .feed) {
    stack = FlowStack(root: root)
  }

  func makeCompose() -> ComposeFlow {
    composeCount += 1
    return ComposeFlow()
  }

  func customize(_ screen: any Screen) -> any Screen {
    guard let decoration else { return screen }
    let prefix = decoration
    return screen.decorated { body, _ in
      var body = body
      body.title = prefix + body.title
      return body
    }
  }
}
