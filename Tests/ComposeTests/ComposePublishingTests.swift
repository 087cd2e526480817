import Compose
import ComposeTesting
@_spi(Inspection) import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

/// Compose's publish, an async action answered by hand (``ControlledDependency``): in flight,
/// refused twice, refused by the feed and tried again, and cancelled when the sheet closes.
@MainActor
@Suite("Compose publishing", .timeLimit(.minutes(1)))
struct ComposePublishingTests {
  /// A draft compose asked to publish.
  struct Draft: Equatable {
    var title: String
    var body: String
  }

  /// How compose keeps its draft.
  typealias SaveDraft = @Sendable (ItemDraft?) async throws -> Void

  let publish = ControlledDependency<Draft, Item>("ComposeCoordinator.Dependencies.publish")
  static let fourth = Item(id: ItemID(4), title: "Fourth", body: "Four", author: UserID("me"))

  /// A host whose compose sheet is on its review step with "Fourth" / "Four", its draft kept in
  /// memory through what `keeping` makes of the memory's `saveDraft`.
  func reviewingHost(
    keeping: (@escaping SaveDraft) -> SaveDraft = { $0 }
  ) throws -> ComposeHost {
    var dependencies = ComposeCoordinator.Dependencies.failing.keepingDraftInMemory()
    dependencies.saveDraft = keeping(dependencies.saveDraft)
    dependencies.publish = { [publish] title, body in try await publish(Draft(title: title, body: body)) }
    let host = ComposeHost(dependencies: dependencies).presentCompose()
    try perform("title", "Fourth", on: host)
    try perform("text", "Four", on: host)
    return host
  }

  /// A host whose compose sheet is publishing, the publish waiting for the test.
  func publishingHost() throws -> ComposeHost {
    let host = try reviewingHost()
    try perform("publish", on: host)
    return host
  }

  @Test("publishing shows Publishing… and offers no publish; one kept from before is refused while it runs")
  func publishingTwiceIsRefused() async throws {
    let host = try reviewingHost()
    let kept = try #require(host.visibleScreen?.render().action(named: "publish"))
    let run = try kept.perform([])
    let review = try requireVisibleScreen(of: host, title: "New item: review")
    #expect(review.render().lines == ["Step 3 of 3.", "", "Fourth", "Four", "Publishing…"])
    #expect(review.render().action(named: "publish") == nil)
    #expect(throws: ScreenActionError("'publish' is already running; wait for it to finish")) {
      try kept.perform([])
    }
    let call = try await publish.nextCall()
    #expect(call.input == Draft(title: "Fourth", body: "Four"))
    call.answer(with: Self.fourth)
    try await run?.value
    #expect(host.results == [Self.fourth])
    #expect(publish.callCount == 1, "published once")
  }

  @Test("a refused publish is the action's error; the sheet stays on the draft, and publishing again works")
  func refusedThenRetried() async throws {
    let host = try reviewingHost()
    let run = try perform("publish", on: host)
    try await publish.nextCall().fail(with: ScreenActionError("the feed is full"))
    await #expect(throws: ScreenActionError("the feed is full")) { try await run?.value }
    await host.settled()
    let review = try requireVisibleScreen(of: host, title: "New item: review")
    #expect(review.render().lines == ["Step 3 of 3.", "", "Fourth", "Four"])
    #expect(host.results.isEmpty, "a refusal keeps the sheet open and returns nothing")
    #expect(publish.callCount == 1, "a refused publish is not tried again on its own")
    #expect(try await host.dependencies.loadDraft() == ItemDraft(title: "Fourth", body: "Four", step: .review))
    let again = try perform("publish", on: host)
    try await publish.nextCall().answer(with: Self.fourth)
    try await again?.value
    await host.settled()
    expectStack(of: host, [.start])
    #expect(host.results == [Self.fourth])
    publish.expectNoPendingCalls()
  }

  @Test("a draft that can't be forgotten after publishing still closes the sheet with the item, published once")
  func forgetFailsAfterPublishing() async throws {
    let host = try reviewingHost { keep in
      { draft in
        guard let draft else { throw ScreenActionError("the disk is full") }
        try await keep(draft)
      }
    }
    await host.settled()
    let run = try perform("publish", on: host)
    try await publish.nextCall().answer(with: Self.fourth)
    // Published: the item is out, so the action succeeded; the draft only reopens next time.
    try await run?.value
    await host.settled()
    expectStack(of: host, [.start])
    #expect(host.results == [Self.fourth])
    #expect(publish.callCount == 1)
    #expect(try await host.dependencies.loadDraft() == ItemDraft(title: "Fourth", body: "Four", step: .review))
  }

  @Test("a publish kept from a review step that has since been left is refused, and publishes nothing")
  func publishFromALeftStepIsRefused() async throws {
    let host = try reviewingHost()
    let kept = try #require(host.visibleScreen?.render().action(named: "publish"))
    host.goBack()
    expectVisibleScreen(of: host, ComposeCoordinator.Destinations.body)
    #expect(throws: ScreenActionError("'publish' is no longer available: the screen that offered it has closed")) {
      try kept.perform([])
    }
    await host.settled()
    #expect(publish.callCount == 0)
    #expect(host.results.isEmpty)
  }

  @Test("cancelling the sheet while it publishes stops the publish; the presenter hears nil once")
  func cancelWhilePublishing() async throws {
    let host = try publishingHost()
    let call = try await publish.nextCall()
    try perform("cancel", on: host)
    await host.settled()  // the draft is forgotten, then the sheet closes
    #expect(call.isCancelled)
    expectStack(of: host, [.start])
    #expect(host.results == [nil])
  }

  @Test("closing the sheet with back while it publishes stops the publish too")
  func backWhilePublishing() async throws {
    let host = try publishingHost()
    let call = try await publish.nextCall()
    host.popToRoot()
    #expect(call.isCancelled)
    await host.settled()
    #expect(host.results == [nil])
  }
}
