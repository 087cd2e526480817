import Scaffolding

extension MainTabCoordinator {
  /// The tabs, in bar order.
  public enum Destinations: Destinationable {
    /// Home's feed.
    case home
    /// The signed-in user's profile.
    case profile
    /// Settings.
    case settings

    /// The tab names, for `selectFirstTab`.
    public typealias Meta = Self

    /// This tab's name.
    public var meta: Self { self }

    /// Builds the tab with its label; the feature coordinator is made on first use.
    public func value(for coordinator: MainTabCoordinator) -> Destination {
      switch self {
      case .home: .tab(meta, label: TabLabel("Home", systemImage: "house"), owner: coordinator) { $0.home() }
      case .profile:
        .tab(meta, label: TabLabel("Profile", systemImage: "person"), owner: coordinator) { $0.profile() }
      case .settings:
        .tab(meta, label: TabLabel("Settings", systemImage: "gear"), owner: coordinator) { $0.settings() }
      }
    }
  }
}

extension MainTabCoordinator.Destinations: DestinationMeta {}
