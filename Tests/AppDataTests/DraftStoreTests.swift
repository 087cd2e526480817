import Foundation
import SharedModels
import Testing

@testable import AppData

/// Each user's Compose draft on disk: one per user, replaced whole, forgotten on request or
/// with the account, and the same draft for every process on the same file.
@DataActor
@Suite("Drafts")
struct DraftStoreTests {
  static let written = ItemDraft(title: "Headline", body: "Some text", step: .review)

  @Test("a saved draft reads back whole; a later save replaces it; nil forgets it")
  func savesReplacesForgets() async throws {
    let stores = openStores(.inMemory)
    let demo = try await stores.demo()
    #expect(try stores.drafts.draft(for: demo) == nil)
    try stores.drafts.save(ItemDraft(title: "First", body: "", step: .body), for: demo)
    try stores.drafts.save(Self.written, for: demo)
    #expect(try stores.drafts.draft(for: demo) == Self.written)
    try stores.drafts.save(nil, for: demo)
    #expect(try stores.drafts.draft(for: demo) == nil)
    try stores.drafts.save(nil, for: demo)  // forgetting nothing is fine
  }

  @Test("drafts are per user: another user's draft is neither read nor replaced")
  func perUser() async throws {
    let stores = openStores(.inMemory)
    let demo = try await stores.demo()
    let grace = try stores.accounts.register(username: "grace", displayName: "Grace", password: "hopper1906")
    try stores.drafts.save(Self.written, for: demo)
    #expect(try stores.drafts.draft(for: grace) == nil)
    try stores.drafts.save(ItemDraft(title: "Grace's", body: "", step: .body), for: grace)
    try stores.drafts.save(nil, for: grace)
    #expect(try stores.drafts.draft(for: demo) == Self.written)
  }

  @Test("two stores on the same file share the draft: what one saves the other reads, and forgets")
  func twoProcesses() async throws {
    let folder = try TemporaryFolder()
    let console = openStores(in: folder)
    let elsewhere = openStores(in: folder)
    let demo = try await console.demo()
    try console.drafts.save(Self.written, for: demo)
    #expect(try elsewhere.drafts.draft(for: demo) == Self.written)
    let edited = ItemDraft(title: "Headline", body: "Edited elsewhere", step: .review)
    try elsewhere.drafts.save(edited, for: demo)
    #expect(try console.drafts.draft(for: demo) == edited)
    try console.drafts.save(nil, for: demo)
    #expect(try elsewhere.drafts.draft(for: demo) == nil)
  }

  @Test("a draft survives closing and reopening the file")
  func survivesReopening() async throws {
    let folder = try TemporaryFolder()
    do {
      let stores = openStores(in: folder)
      try stores.drafts.save(Self.written, for: try await stores.demo())
      stores.close()
    }
    let reopened = openStores(in: folder)
    #expect(try reopened.drafts.draft(for: try await reopened.demo()) == Self.written)
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
    #expect(try stores.drafts.draft(for: demo) == Self.written)
  }
}
