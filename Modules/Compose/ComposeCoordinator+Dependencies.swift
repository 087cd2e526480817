import SharedModels

extension ComposeCoordinator {
  /// What compose needs from the app: a way to publish the draft, and a place to keep the draft
  /// meanwhile, so a restart reopens it where it was, as Mail keeps a half-written message.
  ///
  /// Each is I/O, so it is `async throws` and may run on any actor (`@Sendable`), as a network
  /// client's call does; its error is the sentence the user reads.
  public struct Dependencies: Sendable {
    /// Stores the draft as a new item by the signed-in user; throws the sentence the user reads
    /// when refused.
    public var publish: Item.Publish
    /// The draft the user left (title, text, and the step they were on), nil when there is
    /// none; read when the flow starts.
    public var loadDraft: @Sendable () async throws -> ItemDraft?
    /// Keeps the draft, replacing the one before, as the user finishes each step; nil forgets
    /// it, once the item is published or the user cancels. Writes are applied in the order they
    /// are asked, as one store's are: a step's keep may still be in flight when the next is
    /// asked, or the forget.
    public var saveDraft: @Sendable (_ draft: ItemDraft?) async throws -> Void

    /// Dependencies backed by the given closures.
    public init(
      publish: @escaping Item.Publish,
      loadDraft: @escaping @Sendable () async throws -> ItemDraft?,
      saveDraft: @escaping @Sendable (_ draft: ItemDraft?) async throws -> Void
    ) {
      self.publish = publish
      self.loadDraft = loadDraft
      self.saveDraft = saveDraft
    }
  }
}

extension ComposeCoordinator.Dependencies {
  /// Compose without the app, for previews and tests: each publish makes an item by `author`,
  /// numbered on from `after` (the first is `after + 1`), and the draft is kept in memory,
  /// starting from `draft`.
  public static func preview(
    author: UserID = UserID("preview"), after: ItemID = ItemID(0), draft: ItemDraft? = nil
  ) -> Self {
    let last = PreviewStore(after)
    return preview(
      publish: { title, body in
        await last.with { last in
          last = ItemID(last.rawValue + 1)
          return Item(id: last, title: title, body: body, author: author)
        }
      }, draft: draft)
  }

  /// Compose publishing through `publish` (a presenter's preview, which shows what was
  /// published), the draft kept in memory, starting from `draft`: each write goes straight to
  /// one actor, so they are applied in the order asked.
  public static func preview(
    publish: @escaping Item.Publish, draft: ItemDraft? = nil
  ) -> Self {
    let kept = PreviewStore(draft)
    return Self(
      publish: publish,
      loadDraft: { await kept.with { $0 } },
      saveDraft: { draft in await kept.with { $0 = draft } })
  }
}
