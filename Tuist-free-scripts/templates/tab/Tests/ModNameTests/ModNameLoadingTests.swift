import ModName
import ModNameTesting
import Scaffolding
import ScaffoldingTesting
import Testing

/// ModName's screens load on their own and render only what they loaded: the test answers each
/// load by hand (`ControlledDependency`), so it sees every state a slow or failing read shows.
@MainActor
@Suite("ModName loading", .timeLimit(.minutes(1)))
struct ModNameLoadingTests {
  /// A read that failed, with the kind of sentence a store's error gives.
  struct ReadFailure: Error, CustomStringConvertible {
    var description: String { "Couldn't read the entries." }
  }

  let entries = ControlledDependency<Void, [ModNameCoordinator.Entry]>("ModNameCoordinator.Dependencies.entries")
  let alpha = ModNameCoordinator.Entry(id: 4, title: "Alpha")

  @Test("the list shows Loading…, a failure with retry, then the entries; popping a page cancels its load")
  func loads() async throws {
    var dependencies = ModNameCoordinator.Dependencies.failing
    dependencies.entries = { [entries] in try await entries() }
    let coordinator = ModNameCoordinator(dependencies: dependencies) { _ in
      Issue.record("ModName reported an outcome")
    }
    let list = try requireVisibleScreen(of: coordinator, ModNameCoordinator.Destinations.Meta.start, title: "ModName")
    #expect(list.render().lines == ["Loading…"])
    #expect(list.render().actions.isEmpty, "no id to show before the list has loaded")

    try await entries.nextCall().fail(with: ReadFailure())
    await coordinator.settled()
    #expect(list.render().lines == ["Couldn't read the entries."])
    #expect(list.render().actions.map(\.name) == ["retry"])

    try perform("retry", on: coordinator)
    #expect(list.render().lines == ["Loading…"])
    try await entries.nextCall().answer(with: [alpha])
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
}
