import Scaffolding

extension NavigationEvent.Kind {
  /// Whether an event of this kind can change ``AppCoordinator/location``, so the app knows
  /// when to save it again.
  ///
  /// A location is the selected tab and the screens pushed on it, up to the first modal. A
  /// modal arriving or leaving leaves all of that as it was (whatever was pushed inside the
  /// modal leaves with it, and was never part of the location), and a diagnostic changes
  /// nothing. Skipping them spares the location's computation, about 5,500 instructions, on
  /// one event in ten of the console script.
  var canMoveLocation: Bool {
    switch self {
    case .push, .pop, .setRoot, .selectTab, .tabsChanged: true
    case .present, .dismiss, .diagnostic: false
    }
  }
}
