import Compose
import ComposeTesting
@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import SharedModels
import Testing

/// Compose presented as a presenter presents it: three steps, cancel at any step, and its
/// result contract, the published `Item` or nil, exactly once however the sheet closes.
@MainActor
@Suite("ComposeCoordinator")
struct ComposeCoordinatorTests {
  static let fourth = Item(id: ItemID(4), title: "Fourth", body: "Four", author: UserID("me"))

  /// A host showing compose, publishing through the preview (items by `me`, numbered from 4).
  func makeHost(_ dependencies: ComposeCoordinator.Dependencies = .preview(author: UserID("me"), after: ItemID(3)))
    -> ComposeHost
  {
    ComposeHost(dependencies: dependencies).presentCompose()
  }

  @Test("three steps in a sheet: title, then text, then review, each with cancel")
  func steps() throws {
    let host = makeHost()
    let title = try requireVisibleScreen(of: host, ComposeCoordinator.Destinations.title, title: "New item: title")
    #expect(title.destination.routeType == .root)
    #expect(title.destination.presentationType == .sheet)
    #expect(title.render().lines == ["Step 1 of 3. Give the item a headline."])
    #expect(title.render().offers("title", "cancel"))
    try perform("title", "Fourth", on: host)
    let body = try requireVisibleScreen(of: host, ComposeCoordinator.Destinations.body, title: "New item: text")
    #expect(body.render().lines == ["Step 2 of 3. Write the text for \"Fourth\"."])
    #expect(body.render().offers("text", "cancel"))
    try perform("text", "Four", on: host)
    let review = try requireVisibleScreen(of: host, ComposeCoordinator.Destinations.review, title: "New item: review")
    #expect(review.render().lines == ["Step 3 of 3.", "", "Fourth", "Four"])
    #expect(review.render().offers("publish", "cancel"))
    #expect(host.results.isEmpty)
  }

  @Test("the title is checked by the intent: a blank one is refused and the step stays")
  func blankTitle() throws {
    let host = makeHost(.failing.keepingDraftInMemory())
    #expect(throws: ScreenActionError("the title can't be empty")) { try perform("title", "  ", on: host) }
    expectVisibleScreen(of: host, ComposeCoordinator.Destinations.title, title: "New item: title")
  }

  @Test("publishing closes the sheet and returns the published item, once")
  func publishReturnsTheItem() async throws {
    let host = makeHost()
    try perform("title", "Fourth", on: host)
    try perform("text", "Four", on: host)
    try await performAndSettle("publish", on: host)
    expectStack(of: host, [.start])
    #expect(host.results == [Self.fourth])
  }

  @Test(
    "cancelling at any step forgets the draft, then closes: publishes nothing, returns nil once, releases the flow",
    arguments: [0, 1, 2])
  func cancelAtAnyStep(step: Int) async throws {
    // Publishing stays failing: a cancelled draft that reached it would fail the test.
    let dependencies = ComposeCoordinator.Dependencies.failing.keepingDraftInMemory()
    let host = ComposeHost(dependencies: dependencies)
    let tracker = LeakTracker()
    host.presentCompose()
    tracker.trackTree(of: try #require(host.visibleScreen).context.owner)
    await host.settled()
    if step > 0 { try await performAndSettle("title", "Draft", on: host) }
    if step > 1 { try await performAndSettle("text", "Text", on: host) }
    try await performAndSettle("cancel", on: host)
    tracker.expectAllReleased()
    expectStack(of: host, [.start])
    #expect(host.results == [nil])
    #expect(try await dependencies.loadDraft() == nil)
  }

  @Test("back closes the sheet from any step and the presenter hears nil exactly once")
  func backReturnsNil() throws {
    let host = makeHost(.failing.keepingDraftInMemory())
    try perform("title", "Draft", on: host)
    host.goBack()  // pops the text step inside the sheet
    expectVisibleScreen(of: host, ComposeCoordinator.Destinations.title)
    #expect(host.results.isEmpty)
    host.goBack()  // closes the sheet
    expectStack(of: host, [.start])
    host.goBack()
    #expect(host.results == [nil])
  }

  @Test("the preview numbers what it publishes after its start, by its author")
  func previewPublishes() async throws {
    let preview = ComposeCoordinator.Dependencies.preview(after: ItemID(9))
    #expect(
      try await preview.publish("A", "a") == Item(id: ItemID(10), title: "A", body: "a", author: UserID("preview")))
    #expect(try await preview.publish("B", "b").id == ItemID(11))
    #expect(try await ComposeCoordinator.Dependencies.preview().publish("C", "c").id == ItemID(1))
  }
}
