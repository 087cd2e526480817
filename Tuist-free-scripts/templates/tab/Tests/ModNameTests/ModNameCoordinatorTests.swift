import ModName
import ModNameTesting
import Scaffolding
import ScaffoldingTesting
import Testing

/// ModName driven headlessly, on its fakes; each test waits for the screens' loads to settle
/// before it looks, as a user sees them once loaded (ModNameLoadingTests looks while they run).
@MainActor
@Suite("ModNameCoordinator")
struct ModNameCoordinatorTests {
  let alpha = ModNameCoordinator.Entry(id: 4, title: "Alpha")
  let beta = ModNameCoordinator.Entry(id: 7, title: "Beta")

  /// A coordinator whose only dependency lists alpha and beta, handing its outcomes to
  /// `outcomes`. Nothing has loaded yet.
  func make(outcomes: @escaping @MainActor (ModNameCoordinator.Outcome) -> Void = { _ in }) -> ModNameCoordinator {
    let listed = [alpha, beta]
    var dependencies = ModNameCoordinator.Dependencies.failing
    dependencies.entries = { listed }
    return ModNameCoordinator(dependencies: dependencies, onComplete: outcomes)
  }

  /// make(outcomes:) showing its list, loaded.
  func makeLoaded(
    outcomes: @escaping @MainActor (ModNameCoordinator.Outcome) -> Void = { _ in }
  ) async -> ModNameCoordinator {
    let coordinator = make(outcomes: outcomes)
    _ = coordinator.visibleScreen  // shows the list, which starts its load
    await coordinator.settled()
    return coordinator
  }

  @Test("starts on the list of entries")
  func startsOnTheList() async throws {
    let coordinator = await makeLoaded()
    let start = try requireVisibleScreen(of: coordinator, ModNameCoordinator.Destinations.Meta.start, title: "ModName")
    #expect(start.render().lines == ["#4  Alpha", "#7  Beta"])
  }

  @Test("show pushes an entry by its id; an id the list does not have is refused and nothing is pushed")
  func opensEntries() async throws {
    let coordinator = await makeLoaded()
    #expect(throws: ScreenActionError("there is no entry 1")) { try perform("show", "1", on: coordinator) }
    try await performAndSettle("show", "7", on: coordinator)
    expectStack(of: coordinator, [.start, .entry])
    expectVisibleScreen(of: coordinator, title: "Beta")
  }

  @Test("an entry gone since the list was read says so on its page")
  func goneEntry() async {
    let coordinator = await makeLoaded()
    coordinator.route(to: .entry(9))
    await coordinator.settled()
    #expect(coordinator.visibleScreen?.render().lines == ["This entry no longer exists."])
    #expect(coordinator.visibleScreen?.render().actions.isEmpty == true)
  }

  @Test("done hands the entry to the app and goes back to the list, which says so once")
  func finishes() async throws {
    var outcomes: [ModNameCoordinator.Outcome] = []
    let coordinator = await makeLoaded { outcomes.append($0) }
    try await performAndSettle("show", "4", on: coordinator)
    try perform("done", on: coordinator)
    #expect(outcomes == [.finished(alpha)])
    expectStack(of: coordinator, [.start])
    let list = try #require(coordinator.visibleScreen?.render())
    #expect(list.notices.compactMap { $0.take() } == ["Done with Alpha."])
    #expect(list.notices.compactMap { $0.take() } == [])
  }

  @Test("a link pushes its entries, which load on their own, and reads back; a bad link changes nothing")
  func deepLinks() async throws {
    let coordinator = await makeLoaded()
    try await coordinator.open(["entry", "7", "entry", "4"])
    await coordinator.settled()
    #expect(coordinator.currentPath == ["entry", "7", "entry", "4"])
    expectVisibleScreen(of: coordinator, title: "Alpha")
    await #expect(throws: DeepLinkError("there is no entry 2")) { try await coordinator.open(["entry", "2"]) }
    await #expect(throws: DeepLinkError("entry ids are whole numbers, not '07'")) {
      try await coordinator.open(["entry", "07"])
    }
    #expect(throws: DeepLinkError("expected 'entry', found 'page'")) {
      try ModNameCoordinator.checkShape(["page", "7"])
    }
    #expect(coordinator.currentPath == ["entry", "7", "entry", "4"])
    #expect(coordinator.suggestedPaths == [["entry", "4"], ["entry", "7"]])
  }

  @Test("every place the screens reach is one its link reopens")
  func everyPlaceRoundTrips() async {
    let places = await expectEveryPlaceRoundTrips({ make() }, samples: ["entry": ["4", "7"]])
    #expect(places >= 3, "the list and each entry")
  }

  @Test("the failing dependencies fail a test that uses them, naming the dependency where .failing declares it")
  func failingFails() async {
    let coordinator = ModNameCoordinator(dependencies: .failing, onComplete: { _ in })
    await withKnownIssue {
      _ = coordinator.visibleScreen
      await coordinator.settled()
    } matching: { issue in
      issue.comments == [unimplementedComment("ModNameCoordinator.Dependencies.entries")]
        && issue.sourceLocation?.fileName == "ModNameCoordinator+Failing.swift"
    }
    #expect(
      coordinator.visibleScreen?.render().lines
        == [UnimplementedDependency(name: "ModNameCoordinator.Dependencies.entries").description])
  }

  @Test("the preview lists its own entries, and an empty list says so in words")
  func preview() async {
    #expect(await previewLines([beta]) == ["#7  Beta"])
    #expect(await previewLines([]) == ["Nothing here yet."])
  }

  /// What the list shows, once loaded, on the preview's dependencies listing `entries`.
  func previewLines(_ entries: [ModNameCoordinator.Entry]) async -> [String]? {
    let coordinator = ModNameCoordinator(dependencies: .preview(entries: entries), onComplete: { _ in })
    _ = coordinator.visibleScreen
    await coordinator.settled()
    return coordinator.visibleScreen?.render().lines
  }
}
