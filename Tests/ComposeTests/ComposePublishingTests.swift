import Compose
import ComposeTesting
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

/// Compose's publish, answered by hand (``ControlledDependency``): in flight, refused and
/// retried, and cancelled when the sheet closes.
@MainActor
@Suite("Compose publishing", .timeLimit(.minutes(1)))
struct ComposePublishingTests {
  /// A draft compose asked to publish.
  struct Draft: Equatable {
    var title: String
    var body: String
  }

  let publish = ControlledDependency<Draft, Item>("ComposeCoordinator.Dependencies.publish")
  static let fourth = Item(id: ItemID(4), title: "Fourth", body: "Four", author: UserID("me"))

  /// A host whose compose sheet is publishing "Fourth" / "Four", the publish waiting for the test.
  func publishingHost() throws -> ComposeHost {
    var dependencies = ComposeCoordinator.Dependencies.failing.keepingDraftInMemory()
    dependencies.publish = { [publish] title, body in try await publish(Draft(title: title, body: body)) }
    let host = ComposeHost(dependencies: dependencies).presentCompose()
    try perform("title", "Fourth", on: host)
    try perform("text", "Four", on: host)
    try perform("publish", on: host)
    return host
  }

  @Test("publishing shows Publishing… and no second publish; a refusal keeps the draft and says why; retry publishes")
  func refusedThenRetried() async throws {
    let host = try publishingHost()
    let review = try requireVisibleScreen(of: host, title: "New item: review")
    #expect(review.render().lines == ["Step 3 of 3.", "", "Fourth", "Four", "", "Publishing…"])
    #expect(review.render().actions.map(\.name) == ["cancel"])
    let call = try await publish.nextCall()
    #expect(call.input == Draft(title: "Fourth", body: "Four"))
    call.fail(with: ScreenActionError("the feed is full"))
    await host.settled()
    #expect(review.render().lines.last == "Not published: the feed is full")
    #expect(review.render().actions.map(\.name) == ["publish", "cancel"])
    #expect(host.results.isEmpty, "a refusal keeps the sheet open and returns nothing")
    try perform("publish", on: host)
    let again = try await publish.nextCall()
    #expect(again.input == Draft(title: "Fourth", body: "Four"))
    again.answer(with: Self.fourth)
    await host.settled()
    expectStack(of: host, [.start])
    #expect(host.results == [Self.fourth])
    publish.expectNoPendingCalls()
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
