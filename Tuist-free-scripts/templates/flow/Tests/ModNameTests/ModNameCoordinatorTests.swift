import ModName
import ModNameTesting
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

/// ModName presented as a feature presents it, on its fakes: two steps, cancel at either, and
/// its result contract, the confirmation or nil, exactly once however the sheet closes. Each
/// test waits for the steps' work to settle before it looks (ModNameLoadingTests looks while
/// it runs).
@MainActor
@Suite("ModNameCoordinator")
struct ModNameCoordinatorTests {
  let alpha = ModNameCoordinator.Choice(id: 4, title: "Alpha")
  let beta = ModNameCoordinator.Choice(id: 7, title: "Beta")

  /// A host showing the flow, loaded, whose choices are alpha and beta and whose submit numbers
  /// from 1 (the preview's).
  func makeHost() async -> ModNameHost {
    let host = ModNameHost(dependencies: .preview(choices: [alpha, beta])).presentModName()
    await host.settled()
    return host
  }

  @Test("two steps in a sheet: the choices, then the one picked, each with cancel")
  func steps() async throws {
    let host = await makeHost()
    let choose = try requireVisibleScreen(
      of: host, ModNameCoordinator.Destinations.Meta.choose, title: "Choose")
    #expect(choose.destination.routeType == .root)
    #expect(choose.destination.presentationType == .sheet)
    #expect(choose.render().lines == ["Step 1 of 2. Pick one.", "#4  Alpha", "#7  Beta"])
    #expect(choose.render().actions.map(\.name) == ["choose", "cancel"])
    try perform("choose", "7", on: host)
    let confirm = try requireVisibleScreen(
      of: host, ModNameCoordinator.Destinations.Meta.confirm, title: "Confirm")
    #expect(confirm.render().lines == ["Step 2 of 2.", "", "Beta"])
    #expect(confirm.render().actions.map(\.name) == ["confirm", "cancel"])
    #expect(host.results.isEmpty)
  }

  @Test("an id the choices do not have is refused by the intent, and the step stays")
  func unknownChoice() async throws {
    let host = await makeHost()
    #expect(throws: ScreenActionError("there is no choice 1")) { try perform("choose", "1", on: host) }
    expectVisibleScreen(of: host, ModNameCoordinator.Destinations.Meta.choose, title: "Choose")
  }

  @Test("confirming closes the sheet and returns the confirmation, exactly once")
  func confirmReturnsTheConfirmation() async throws {
    let host = await makeHost()
    try perform("choose", "4", on: host)
    try await performAndSettle("confirm", on: host)
    expectStack(of: host, [.start])
    #expect(host.results == [ModNameConfirmation(number: 1, title: "Alpha")])
    host.goBack()
    await host.settled()
    #expect(host.results.count == 1, "nothing more is heard once the sheet has closed")
  }

  @Test(
    "cancel at either step closes the sheet, submits nothing, returns nil once and releases the flow",
    arguments: [false, true])
  func cancelAtEitherStep(picked: Bool) async throws {
    var dependencies = ModNameCoordinator.Dependencies.failing
    dependencies.choices = { [alpha] in [alpha] }  // submit stays failing: a cancelled flow never submits
    let host = ModNameHost(dependencies: dependencies)
    let tracker = LeakTracker()
    host.presentModName()
    tracker.trackTree(of: try #require(host.visibleScreen).context.owner)
    await host.settled()
    if picked { try perform("choose", "4", on: host) }
    try await performAndSettle("cancel", on: host)
    tracker.expectAllReleased()
    expectStack(of: host, [.start])
    #expect(host.results == [nil])
  }

  @Test("back pops the confirm step, then closes the sheet; the presenter hears nil exactly once")
  func backReturnsNil() async throws {
    let host = await makeHost()
    try perform("choose", "4", on: host)
    host.goBack()
    expectVisibleScreen(of: host, ModNameCoordinator.Destinations.Meta.choose)
    #expect(host.results.isEmpty)
    host.goBack()
    expectStack(of: host, [.start])
    host.goBack()
    #expect(host.results == [nil])
  }

  @Test("the failing dependencies fail a test that uses them, naming the dependency where .failing declares it")
  func failingFails() async {
    let host = ModNameHost(dependencies: .failing)
    await withKnownIssue {
      host.presentModName()
      await host.settled()
    } matching: { issue in
      issue.comments == [unimplementedComment("ModNameCoordinator.Dependencies.choices")]
        && issue.sourceLocation?.fileName == "ModNameCoordinator+Failing.swift"
    }
    #expect(
      host.visibleScreen?.render().lines
        == [UnimplementedDependency(name: "ModNameCoordinator.Dependencies.choices").description])
  }

  @Test("the preview offers its own choices, says so in words when it has none, and numbers what it confirms")
  func preview() async throws {
    let empty = ModNameHost(dependencies: .preview(choices: [])).presentModName()
    await empty.settled()
    #expect(empty.visibleScreen?.render().lines == ["Nothing to choose from yet."])
    #expect(empty.visibleScreen?.render().actions.map(\.name) == ["cancel"])
    let preview = ModNameCoordinator.Dependencies.preview()
    #expect(try await preview.choices().map(\.title) == ["First", "Second"])
    #expect(try await preview.submit(beta) == ModNameConfirmation(number: 1, title: "Beta"))
    #expect(try await preview.submit(alpha) == ModNameConfirmation(number: 2, title: "Alpha"))
  }
}
