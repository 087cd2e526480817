import Home
import HomeTesting
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

extension HomeCoordinator.Dependencies {
  /// The preview's feed with stand-ins for the profile flow, titled `Profile <user>`, and the
  /// compose flow, returning `published` when finished (Home can import neither): what Home
  /// does with them is the test's.
  static func preview(
    items: [Item] = previewItems, author: UserID = UserID("preview"), published: Item = HomeFixtures.published
  ) -> Self {
    preview(items: items, author: author, profile: HomeFixtures.profile) { _ in
      StandInFlow("Compose", returning: published)
    }
  }

  /// The preview's feed to read (three items by ada and bob, newest first): for tests that only
  /// browse.
  @MainActor
  static var browsing: Self {
    Self.preview()
  }
}

/// The preview's feed and a way to publish into it, as the compose flow the App hands in does.
@MainActor
struct PreviewFeed {
  /// The preview's dependencies; its compose is a stand-in returning the test's item.
  let dependencies: HomeCoordinator.Dependencies
  /// Publishes into the preview's feed.
  let publish: Item.Publish

  /// The preview over `items` publishing by `author`; the stand-in compose returns `published`.
  init(
    items: [Item] = HomeCoordinator.Dependencies.previewItems, author: UserID = UserID("me"), published: Item
  ) throws {
    let handed = Handed()
    dependencies = .preview(items: items, author: author, profile: HomeFixtures.profile) { publish in
      handed.publish = publish
      return StandInFlow("Compose", returning: published)
    }
    _ = dependencies.compose()  // the factory receives the feed's publish; the flow it made is dropped
    publish = try #require(handed.publish)
  }

  /// What the preview handed its compose factory.
  @MainActor
  private final class Handed {
    var publish: Item.Publish?
  }
}

enum HomeFixtures {
  /// Stands in for the profile flow the App hands in: a page titled `Profile <user>`.
  static let profile: @MainActor @Sendable (UserID) -> any DeepLinkable = { user in
    StandInFlow("Profile \(user)", returning: ())
  }

  /// What the stand-in compose flow returns when finished: an item the preview's feed has not
  /// stored, so a test tells the feed's reload from the flow's result.
  static let published = Item(id: ItemID(4), title: "Fourth", body: "Four", author: UserID("me"))
}

/// A read that failed, with the kind of sentence a store's error gives.
struct ReadFailure: Error, Equatable, CustomStringConvertible {
  var description: String { "Couldn't read the items." }
}

/// Records what Home marked seen (`Dependencies.markSeen`), answering at once, or failing when
/// told to.
@MainActor
final class SeenMarks {
  /// The items marked seen, in order.
  private(set) var marks: [ItemID] = []
  /// When set, every mark fails with it and records nothing.
  private var failure: ReadFailure?

  /// From now on every mark fails with `failure` (and records nothing); nil to succeed again.
  func fail(with failure: ReadFailure?) {
    self.failure = failure
  }

  private func mark(_ id: ItemID) throws {
    if let failure { throw failure }
    marks.append(id)
  }

  /// The closure for `Dependencies.markSeen`.
  nonisolated var closure: @Sendable (ItemID) async throws -> Void {
    { [self] id in try await mark(id) }
  }
}
