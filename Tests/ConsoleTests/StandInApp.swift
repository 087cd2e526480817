import AppFeature
import AppTesting

extension AppCoordinator {
  /// The app on demo data with the stand-in tabs `one`, `two` and `three`: what the console's
  /// tests drive, so that none of them depends on which features the real tab table lists.
  /// Auth is the same as in the app.
  static func onStandInTabs() -> AppCoordinator {
    AppCoordinator(environment: .demo(), tabs: .standIns)
  }
}
