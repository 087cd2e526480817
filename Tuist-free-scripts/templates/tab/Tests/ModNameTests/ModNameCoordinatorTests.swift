import ModName
import ModNameTesting
import Scaffolding
import ScaffoldingTesting
import Testing

/// ModName driven headlessly: each load answered by hand (`ControlledDependency`) to see every state
/// a slow or failing read shows, or on the preview's data, looking once the loads have settled.
@MainActor
@Suite("ModNameCoordinator", .timeLimit(.minutes(1)))
struct ModNameCoordinatorTests {
  /// `coordinator` (on the preview's entries, #1 First and #2 Second, unless told) showing its list, loaded.
  func loaded(
    _ coordinator: ModNameCoordinator = .init(dependencies: .preview(), onComplete: { _ in })
  ) async -> ModNameCoordinator {
    _ = coordinator.visibleScreen  // shows the list, which starts its load
    await coordinator.settled()
    return coordinator
  }

  @Test("the list shows Loading…, a failure with retry, then the entries; popping a page cancels its load")
  func loads() async throws {
    let entries = ControlledDependency<Void, [ModNameCoordinator.Entry]>("ModNameCoordinator.Dependencies.entries")
    var dependencies = ModNameCoordinator.Dependencies.failing
    dependencies.entries = { try await entries() }
    let coordinator = ModNameCoordinator(dependencies: dependencies) { _ in Issue.record("no outcome") }
    let list = try requireVisibleScreen(of: coordinator, ModNameCoordinator.Destinations.Meta.start, title: "ModName")
    #expect(list.render().lines == ["Loading…"])
    #expect(list.render().action(named: "show") == nil, "no id to show before the list has loaded")
    try await entries.nextCall().fail(with: ScreenActionError("Couldn't read the entries."))
    await coordinator.settled()
    #expect(list.render().lines == ["Couldn't read the entries."])
    try perform("retry", on: coordinator)
    #expect(list.render().lines == ["Loading…"])
    try await entries.nextCall().answer(with: [.init(id: 4, title: "Alpha")])
    await coordinator.settled()
    #expect(list.render().lines == ["#4  Alpha"])

    try perform("show", "4", on: coordinator)
    expectVisibleScreen(of: coordinator, title: "Entry 4")
    #expect(coordinator.visibleScreen?.render().lines == ["Loading…"])
    let page = try await entries.nextCall()
    coordinator.pop()
    #expect(page.isCancelled, "leaving the page stops its load")
    entries.expectNoPendingCalls()
  }

  @Test("show pushes an entry, refusing ids not listed; done hands it to the app, and the list says so once")
  func showsAndFinishes() async throws {
    var outcomes: [ModNameCoordinator.Outcome] = []
    let coordinator = await loaded(ModNameCoordinator(dependencies: .preview()) { outcomes.append($0) })
    #expect(throws: ScreenActionError("there is no entry 3")) { try perform("show", "3", on: coordinator) }
    try await performAndSettle("show", "2", on: coordinator)
    expectStack(of: coordinator, [.start, .entry])
    expectVisibleScreen(of: coordinator, title: "Second")
    try perform("done", on: coordinator)
    #expect(outcomes == [.finished(.init(id: 2, title: "Second"))])
    expectStack(of: coordinator, [.start])
    let list = try #require(coordinator.visibleScreen?.render())
    #expect(list.notices.compactMap { $0.take() } == ["Done with Second."])
    #expect(list.notices.compactMap { $0.take() } == [])
  }

  @Test("an empty list, and an entry gone since the list was read, say so in words")
  func nothingThere() async {
    let coordinator = await loaded(ModNameCoordinator(dependencies: .preview(entries: [])) { _ in })
    #expect(coordinator.visibleScreen?.render().lines == ["Nothing here yet."])
    coordinator.route(to: .entry(9))
    await coordinator.settled()
    #expect(coordinator.visibleScreen?.render().lines == ["This entry no longer exists."])
    #expect(coordinator.visibleScreen?.render().action(named: "done") == nil)
  }

  @Test("a link pushes its entries, which load on their own, and reads back; a bad link changes nothing")
  func deepLinks() async throws {
    let coordinator = await loaded()
    try await coordinator.open(["entry", "2", "entry", "1"])
    await coordinator.settled()
    #expect(coordinator.currentPath == ["entry", "2", "entry", "1"])
    expectVisibleScreen(of: coordinator, title: "First")
    await #expect(throws: DeepLinkError("there is no entry 3")) { try await coordinator.open(["entry", "3"]) }
    await #expect(throws: DeepLinkError("entry ids are whole numbers, not '07'")) {
      try await coordinator.open(["entry", "07"])
    }
    await #expect(throws: DeepLinkError("expected 'entry', found 'page'")) {
      try await coordinator.open(["page", "7"])
    }
    #expect(coordinator.currentPath == ["entry", "2", "entry", "1"])
    #expect(coordinator.suggestedPaths == [["entry", "1"], ["entry", "2"]])
  }

  @Test("every place the screens reach is one its link reopens")
  func everyPlaceRoundTrips() async {
    let make = { ModNameCoordinator(dependencies: .preview()) { _ in } }
    #expect(await expectEveryPlaceRoundTrips(make, samples: ["entry": ["1", "2"]]) >= 3, "the list and each entry")
  }
}
