import SharedModels

extension ComposeCoordinator {
  /// What compose needs from the app: a way to publish the draft.
  ///
  /// Publishing is I/O, so it is `async throws` and may run on any actor (`@Sendable`), as a
  /// network client's call does; its error is the sentence the user reads.
  public struct Dependencies: Sendable {
    /// Stores the draft as a new item by the signed-in user; throws the sentence the user reads
    /// when refused.
    public var publish: @Sendable (_ title: String, _ body: String) async throws -> Item

    /// Dependencies backed by the given closure.
    public init(publish: @escaping @Sendable (_ title: String, _ body: String) async throws -> Item) {
      self.publish = publish
    }
  }
}

extension ComposeCoordinator.Dependencies {
  /// Compose without the app, for previews and tests: each publish makes an item by `author`,
  /// numbered on from `after` (the first is `after + 1`), kept in memory.
  public static func preview(author: UserID = UserID("preview"), after: ItemID = ItemID(0)) -> Self {
    let drafts = PreviewDrafts(author: author, last: after)
    return Self(publish: { title, body in await drafts.publish(title: title, body: body) })
  }
}

/// The items a preview has published: an actor, so one preview's publishes share it from
/// whatever actor calls.
private actor PreviewDrafts {
  private let author: UserID
  private var last: ItemID

  init(author: UserID, last: ItemID) {
    self.author = author
    self.last = last
  }

  func publish(title: String, body: String) -> Item {
    last = ItemID(last.rawValue + 1)
    return Item(id: last, title: title, body: body, author: author)
  }
}
