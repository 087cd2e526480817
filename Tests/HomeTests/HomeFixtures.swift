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

/// A read that failed, with the kind of sentence a store's error gives.
struct ReadFailure: Error, Equatable, CustomStringConvertible {
  var description: String { "Couldn't read the items." }
}
