import Scaffolding

/// A tab bar with two flow tabs, a screen tab, and modals over all tabs.
@MainActor
final class MainTabs: TabCoordinatable {
  enum Destinations: Destinationable {
    case home
    case inbox
    case settings
    case notice
    case compose

    enum Meta: DestinationMeta {
      case home, inbox, settings, notice, compose
    }

    var meta: Meta {
      switch self {
      case .home: .home
      case .inbox: .inbox
      case .settings: .settings
      case .notice: .notice
      case .compose: .compose
      }
    }

    func value(for coordinator: MainTabs) -> Destination {
      switch self {
      case .home: .tab(meta, label: TabLabel("Home", systemImage: "house"), owner: coordinator) { _ in HomeFlow() }
      case .inbox: .tab(meta, label: TabLabel("Inbox"), owner: coordinator) { _ in HomeFlow(root: .settings) }
      case .settings: .tab(meta, label: TabLabel("Settings"), TestScreen("Settings tab"))
      case .notice: .screen(meta, TestScreen("Notice"))
      case .compose: .coordinator(meta, owner: coordinator) { _ in ComposeFlow() }
      }
    }
  }

  let tabItems: TabItems<MainTabs>

  init(
    tabs: [Destinations] = [.home, .inbox, .settings], selectedIndex: Int? = nil,
    visibility: TabBarVisibility = .automatic
  ) {
    tabItems = TabItems(tabs: tabs, selectedIndex: selectedIndex, visibility: visibility)
  }
}
