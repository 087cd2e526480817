import Foundation
import SharedModels
import Testing

@testable import AppData

/// Compose's drafts on disk: one per user and window, replaced whole, forgotten on request,
/// with the account, or as the item is published; a window's own while it runs, taken up by
/// one other window once it has gone.
@DataActor
@Suite("Drafts")
struct DraftStoreTests {
  static let written = ItemDraft(title: "Headline", body: "Some text", step: .review)

  @Test("a saved draft reopens whole; a later save replaces it; nil forgets it")
  func savesReplacesForgets() async throws {
    let stores = openStores(.inMemory)
    let demo = try await stores.demo()
    #expect(try stores.drafts.reopen(for: demo).draft == nil)
    try stores.drafts.save(ItemDraft(title: "First", body: "", step: .body), for: demo)
    try stores.drafts.save(Self.written, for: demo)
    #expect(try stores.drafts.reopen(for: demo) == .init(draft: Self.written, isOpenElsewhere: false))
    try stores.drafts.save(nil, for: demo)
    #expect(try stores.drafts.reopen(for: demo).draft == nil)
    try stores.drafts.save(nil, for: demo)  // forgetting nothing is fine
  }

  @Test("drafts are per user: another user's draft is neither read nor replaced")
  func perUser() async throws {
    let stores = openStores(.inMemory)
    let demo = try await stores.demo()
    let grace = try stores.accounts.register(username: "grace", displayName: "Grace", password: "hopper1906")
    try stores.drafts.save(Self.written, for: demo)
    #expect(try stores.drafts.reopen(for: grace).draft == nil)
    try stores.drafts.save(ItemDraft(title: "Grace's", body: "", step: .body), for: grace)
    try stores.drafts.save(nil, for: grace)
    #expect(try stores.drafts.reopen(for: demo).draft == Self.written)
  }

  @Test("two running windows of one account each keep their own draft, and say the other's is open")
  func twoWindows() async throws {
    let folder = try TemporaryFolder()
    let first = openStores(in: folder)
    let second = openStores(in: folder)
    let demo = try await first.demo()
    try first.drafts.save(Self.written, for: demo)
    #expect(try second.drafts.reopen(for: demo) == .init(draft: nil, isOpenElsewhere: true))
    let own = ItemDraft(title: "Second's", body: "Its own text", step: .body)
    try second.drafts.save(own, for: demo)
    #expect(try first.drafts.reopen(for: demo).draft == Self.written)
    #expect(try second.drafts.reopen(for: demo).draft == own)
    // Each publishes what it wrote, and forgets only its own draft.
    #expect(try second.drafts.publish(title: own.title, body: own.body, as: demo).body == "Its own text")
    #expect(try first.drafts.reopen(for: demo).draft == Self.written)
    #expect(try second.drafts.reopen(for: demo) == .init(draft: nil, isOpenElsewhere: true))
  }

  @Test("a draft a closed window left is taken up by the next window, and by one window only")
  func takenUpOnce() async throws {
    let folder = try TemporaryFolder()
    do {
      let stores = openStores(in: folder)
      try stores.drafts.save(Self.written, for: try await stores.demo())
      stores.close()
    }
    let next = openStores(in: folder)
    let another = openStores(in: folder)
    let demo = try await next.demo()
    #expect(try next.drafts.reopen(for: demo) == .init(draft: Self.written, isOpenElsewhere: false))
    #expect(try another.drafts.reopen(for: demo) == .init(draft: nil, isOpenElsewhere: true))
  }

  @Test("a draft from before drafts had windows is taken up by the first window that opens Compose")
  func draftFromBeforeWindows() async throws {
    let stores = openStores(.inMemory)
    let demo = try await stores.demo()
    try stores.database.execute(
      "INSERT INTO drafts (user_id, window_id, title, body, step, saved_at) VALUES ('demo', '', 'Old', 'Kept', 'body', 0)"
    )
    #expect(try stores.drafts.reopen(for: demo).draft == ItemDraft(title: "Old", body: "Kept", step: .body))
  }

  @Test("publishing forgets the draft in the same transaction; a refused publish keeps it")
  func publishForgets() async throws {
    let stores = openStores(.inMemory)
    let demo = try await stores.demo()
    try stores.drafts.save(Self.written, for: demo)
    #expect(throws: ItemError.emptyTitle) { try stores.drafts.publish(title: " ", body: "", as: demo) }
    #expect(try stores.drafts.reopen(for: demo).draft == Self.written)
    _ = try stores.drafts.publish(title: Self.written.title, body: Self.written.body, as: demo)
    #expect(try stores.drafts.reopen(for: demo).draft == nil)
  }

  @Test("a stale session saves no draft, and deleting the account deletes its draft")
  func boundToTheAccount() async throws {
    let stores = openStores(.inMemory)
    let grace = try stores.accounts.register(username: "grace", displayName: "Grace", password: "hopper1906")
    try stores.drafts.save(Self.written, for: grace)
    try stores.accounts.deleteAccount(grace)
    #expect(try stores.value("SELECT count(*) FROM drafts") == .integer(0))
    #expect(throws: SessionEndedError()) { try stores.drafts.save(Self.written, for: grace) }
  }

  @Test("a write that fails says so and keeps the draft before it")
  func failedWrite() async throws {
    let stores = openStores(.inMemory)
    let demo = try await stores.demo()
    try stores.drafts.save(Self.written, for: demo)
    try stores.simulateUnwritableDisk()
    #expect(throws: DataWriteError.self) { try stores.drafts.save(nil, for: demo) }
    #expect(throws: DataWriteError.self) { try stores.drafts.reopen(for: demo) }
  }
}
