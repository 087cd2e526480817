import FeatureFlagsClient
import Scaffolding

extension AppCoordinator {
  /// The app's global guards, over every feature's pages: a page a feature flag turns off is
  /// refused with a sentence, however the user comes. A link to it changes nothing; a restore
  /// that pointed into it lands on the page below, with a note. Features hide the actions that
  /// lead there as they render (Home's and Profile's `compose`).
  public var navigationGuards: [NavigationGuard] {
    [
      NavigationGuard("compose flag", linkedAs: "compose") { [featureFlags] in
        featureFlags.isOn(.compose) ? .allow : .refuse("Compose is turned off (feature flags, in Settings).")
      }
    ]
  }
}
