import Home
import HomeTesting

extension HomeCoordinator.Dependencies {
  /// The preview's feed to read (three items by ada and bob, newest first) with publishing
  /// failing: for tests that only browse.
  @MainActor
  static var browsing: Self {
    var dependencies = Self.preview()
    dependencies.publish = Self.failing.publish
    return dependencies
  }
}
