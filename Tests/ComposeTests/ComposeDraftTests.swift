import Compose
import ComposeTesting
@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import SharedModels
import Testing

/// Compose keeps its draft as Mail does: each step's intent keeps what was typed and where, a
/// new flow reopens the draft left last time at its step, and publishing or cancelling forgets it.
@MainActor
@Suite("Compose drafts")
struct ComposeDraftTests {
  let load = ControlledDependency<Void, ItemDraft?>("ComposeCoordinator.Dependencies.loadDraft")
  let save = ControlledDependency<ItemDraft?, Void>("ComposeCoordinator.Dependencies.saveDraft")

  /// A host showing compose (its first step made, as drawing it would) whose draft loads and
  /// saves wait for the test.
  func makeHost() -> ComposeHost {
    var dependencies = ComposeCoordinator.Dependencies.failing
    dependencies.loadDraft = { [load] in try await load() }
    dependencies.saveDraft = save.closure
    let host = ComposeHost(dependencies: dependencies).presentCompose()
    _ = host.visibleScreen
    return host
  }

  @Test("the flow loads the draft as it starts; with none, the first step stays empty")
  func noDraft() async throws {
    let host = makeHost()
    try await load.nextCall().answer(with: nil)
    await host.settled()
    expectVisibleScreen(of: host, ComposeCoordinator.Destinations.title, title: "New item: title")
    save.expectNoPendingCalls()
  }

  @Test("each step's intent keeps the draft so far and the step it moves to")
  func keepsEachStep() async throws {
    let host = makeHost()
    try await load.nextCall().answer(with: nil)
    await host.settled()
    try perform("title", "Headline", on: host)
    let first = try await save.nextCall()
    #expect(first.input == ItemDraft(title: "Headline", body: "", step: .body))
    first.answer(with: ())
    try perform("text", "Some text", on: host)
    let second = try await save.nextCall()
    #expect(second.input == ItemDraft(title: "Headline", body: "Some text", step: .review))
    second.answer(with: ())
    await host.settled()
    save.expectNoPendingCalls()
  }

  @Test(
    "a draft left at a step reopens at that step, with its title and text",
    arguments: [
      (
        ItemDraft(title: "Kept", body: "", step: .body), "New item: text", ["Step 2 of 3. Write the text for \"Kept\"."]
      ),
      (
        ItemDraft(title: "Kept", body: "Text", step: .review), "New item: review", ["Step 3 of 3.", "", "Kept", "Text"]
      ),
      (ItemDraft(title: "", body: "", step: .review), "New item: title", ["Step 1 of 3. Give the item a headline."]),
    ])
  func reopens(draft: ItemDraft, title: String, lines: [String]) async throws {
    let host = makeHost()
    expectVisibleScreen(of: host, title: "New item: title")  // until the draft has loaded
    try await load.nextCall().answer(with: draft)
    await host.settled()
    let shown = try requireVisibleScreen(of: host, title: title)
    #expect(shown.render().lines == lines)
    #expect(save.callCount == 0, "reopening writes nothing: the draft is kept as it was")
  }

  @Test("what the user typed before the draft loaded wins over the draft")
  func typingWins() async throws {
    let host = makeHost()
    let loading = try await load.nextCall()
    try perform("title", "Typed", on: host)
    loading.answer(with: ItemDraft(title: "Old", body: "Old text", step: .review))
    try await save.nextCall().answer(with: ())
    await host.settled()
    let body = try requireVisibleScreen(of: host, title: "New item: text")
    #expect(body.render().lines == ["Step 2 of 3. Write the text for \"Typed\"."])
  }

  @Test("cancel forgets the draft, then closes; back closes and keeps it")
  func cancelForgetsBackKeeps() async throws {
    let host = makeHost()
    try await load.nextCall().answer(with: nil)
    try perform("title", "Headline", on: host)
    try await save.nextCall().answer(with: ())
    try perform("cancel", on: host)
    let forget = try await save.nextCall()
    #expect(forget.input == .some(nil))
    expectVisibleScreen(of: host, title: "New item: text")  // open until the draft is forgotten
    forget.answer(with: ())
    await host.settled()
    expectStack(of: host, [.start])

    host.presentCompose()
    _ = host.visibleScreen
    try await load.nextCall().answer(with: nil)
    host.goBack()
    await host.settled()
    expectStack(of: host, [.start])
    save.expectNoPendingCalls()
    #expect(host.results == [nil, nil])
  }

  @Test("cancel tapped again while it forgets the draft is refused; a forget that fails still closes the sheet")
  func cancelTwiceThenFailing() async throws {
    let host = makeHost()
    try await load.nextCall().answer(with: nil)
    let cancel = try #require(host.visibleScreen?.render().action(named: "cancel"))
    let run = try cancel.perform([])
    #expect(throws: ScreenActionError("'cancel' is already running; wait for it to finish")) { try cancel.perform([]) }
    let forget = try await save.nextCall()
    #expect(forget.input == .some(nil))
    // The user asked to leave: a draft that can't be forgotten reopens next time.
    forget.fail(with: ScreenActionError("the disk is full"))
    try await run?.value
    await host.settled()
    expectStack(of: host, [.start])
    #expect(host.results == [nil])
    #expect(save.callCount == 1, "forgotten once")
  }

  @Test(
    "a forget is asked while the step's keep is still in flight, after it: the store applies them in that order",
    arguments: [["cancel"], ["text", "Some text", "publish"]])
  func forgetAfterKeep(forgettingBy commands: [String]) async throws {
    var dependencies = ComposeCoordinator.Dependencies.failing
    dependencies.loadDraft = { [load] in try await load() }
    dependencies.saveDraft = save.closure
    dependencies.publish = { title, body in Item(id: ItemID(1), title: title, body: body, author: UserID("me")) }
    let host = ComposeHost(dependencies: dependencies).presentCompose()
    _ = host.visibleScreen
    try await load.nextCall().answer(with: nil)
    try perform("title", "Headline", on: host)
    var keep = try await save.nextCall()
    if commands.count > 1 {
      keep.answer(with: ())
      try perform(commands[0], commands[1], on: host)
      keep = try await save.nextCall()  // the text step's keep, in flight while it publishes
    }
    try perform(commands.last!, on: host)
    let forget = try await save.nextCall()
    #expect(forget.input == .some(nil))
    #expect(forget.number == keep.number + 1, "asked right after the keep")
    #expect(keep.isPending, "nothing waits for the keep: the store orders the writes")
    keep.answer(with: ())
    forget.answer(with: ())
    await host.settled()
    expectStack(of: host, [.start])
    #expect(host.results.count == 1)
    save.expectNoPendingCalls()
  }

  @Test("publishing forgets the draft")
  func publishForgets() async throws {
    let dependencies = ComposeCoordinator.Dependencies.preview(
      author: UserID("me"), after: ItemID(3), draft: ItemDraft(title: "Kept", body: "Text", step: .review))
    let host = ComposeHost(dependencies: dependencies).presentCompose()
    await host.settled()
    try await performAndSettle("publish", on: host)
    #expect(host.results.map { $0?.title } == ["Kept"])
    #expect(try await dependencies.loadDraft() == nil)
  }

  @Test("a draft that can't be read or kept is said on the step; writing goes on")
  func failures() async throws {
    let host = makeHost()
    try await load.nextCall().fail(with: ScreenActionError("the disk is unreadable"))
    await host.settled()
    let title = try requireVisibleScreen(of: host, title: "New item: title")
    #expect(title.render().lines.last == "The draft you left couldn't be read: the disk is unreadable")
    try perform("title", "Headline", on: host)
    try await save.nextCall().fail(with: ScreenActionError("the disk is full"))
    await host.settled()
    let body = try requireVisibleScreen(of: host, title: "New item: text")
    #expect(body.render().lines.last == "The draft couldn't be kept: the disk is full")
    #expect(body.render().offers("text", "cancel"))
  }
}
