import ModName
import ModNameTesting
@_spi(Inspection) import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

/// ModName presented as a feature presents it: two steps, cancel at either, and its result
/// contract, the confirmation or nil, exactly once however the sheet closes. On the preview's
/// data, looking once the steps' work has settled, or answering each call by hand
/// (`ControlledDependency`) to see every state a slow, failing or abandoned call shows.
@MainActor
@Suite("ModNameCoordinator", .timeLimit(.minutes(1)))
struct ModNameCoordinatorTests {
  let choices = ControlledDependency<Void, [ModNameCoordinator.Choice]>("ModNameCoordinator.Dependencies.choices")
  let submit = ControlledDependency<ModNameCoordinator.Choice, ModNameConfirmation>(
    "ModNameCoordinator.Dependencies.submit")
  let alpha = ModNameCoordinator.Choice(id: 4, title: "Alpha")

  /// A host showing the flow on `dependencies` (the preview's #1 First and #2 Second unless told), loaded.
  func loadedHost(_ dependencies: ModNameCoordinator.Dependencies = .preview()) async -> ModNameHost {
    let host = ModNameHost(dependencies: dependencies)
    await host.settled()
    return host
  }

  /// A host showing the flow, whose calls the test answers; the choices are loading.
  func answeredHost() -> ModNameHost {
    var dependencies = ModNameCoordinator.Dependencies.failing
    dependencies.choices = { [choices] in try await choices() }
    dependencies.submit = { [submit] choice in try await submit(choice) }
    let host = ModNameHost(dependencies: dependencies)
    _ = host.visibleScreen  // shows the first step, which starts its load
    return host
  }

  /// `host` (an answeredHost()) on the confirm step for alpha, its submit asked for and not
  /// answered: the submit's run.
  func confirming(_ host: ModNameHost) async throws -> Task<Void, any Error>? {
    try await choices.nextCall().answer(with: [alpha])
    await host.settled()
    try perform("choose", "4", on: host)
    return try perform("confirm", on: host)
  }

  @Test("two steps in a sheet: the choices, then the one picked, each with cancel; an id not offered is refused")
  func steps() async throws {
    let host = await loadedHost()
    let choose = try requireVisibleScreen(of: host, ModNameCoordinator.Destinations.Meta.choose, title: "Choose")
    #expect(choose.destination.routeType == .root)
    #expect(choose.destination.presentationType == .sheet)
    #expect(choose.render().lines == ["Step 1 of 2. Pick one.", "#1  First", "#2  Second"])
    #expect(choose.render().action(named: "cancel") != nil)
    #expect(throws: ScreenActionError("there is no choice 3")) { try perform("choose", "3", on: host) }
    try perform("choose", "2", on: host)
    let confirm = try requireVisibleScreen(of: host, ModNameCoordinator.Destinations.Meta.confirm, title: "Confirm")
    #expect(confirm.render().lines == ["Step 2 of 2.", "", "Second"])
    #expect(confirm.render().action(named: "cancel") != nil)
    #expect(host.results.isEmpty)
    #expect(await loadedHost(.preview(choices: [])).visibleScreen?.render().lines == ["Nothing to choose from yet."])
  }

  @Test("the choices show Loading…, a failure with retry, then the choices")
  func loadsTheChoices() async throws {
    let host = answeredHost()
    let choose = try requireVisibleScreen(of: host, ModNameCoordinator.Destinations.Meta.choose)
    #expect(choose.render().lines == ["Loading…"])
    #expect(choose.render().action(named: "choose") == nil, "nothing to pick before the choices have loaded")
    try await choices.nextCall().fail(with: ScreenActionError("Couldn't read the choices."))
    await host.settled()
    #expect(choose.render().lines == ["Couldn't read the choices."])
    try perform("retry", on: host)
    #expect(choose.render().lines == ["Loading…"])
    try await choices.nextCall().answer(with: [alpha])
    await host.settled()
    #expect(choose.render().lines == ["Step 1 of 2. Pick one.", "#4  Alpha"])
  }

  @Test(
    "confirm says Confirming… and offers no second confirm; a refusal is its error; then it returns the answer once")
  func confirms() async throws {
    let host = answeredHost()
    let refused = try await confirming(host)
    let confirm = try requireVisibleScreen(of: host, ModNameCoordinator.Destinations.Meta.confirm)
    #expect(confirm.render().lines == ["Step 2 of 2.", "", "Alpha", "Confirming…"])
    #expect(confirm.render().action(named: "confirm") == nil)
    let call = try await submit.nextCall()
    #expect(call.input == alpha)
    call.fail(with: ScreenActionError("the choice is no longer available"))
    await #expect(throws: ScreenActionError("the choice is no longer available")) { try await refused?.value }
    #expect(confirm.render().lines == ["Step 2 of 2.", "", "Alpha"])
    #expect(host.results.isEmpty, "a refusal keeps the sheet open and returns nothing")
    let run = try perform("confirm", on: host)
    let confirmation = ModNameConfirmation(number: 12, title: "Alpha")
    try await submit.nextCall().answer(with: confirmation)
    try await run?.value
    expectStack(of: host, [.start])
    host.goBack()
    #expect(host.results == [confirmation], "once: nothing more is heard once the sheet has closed")
  }

  @Test(
    "cancel at either step, even mid-call, stops the call, closes the sheet, returns nil once and releases the flow",
    arguments: [false, true])
  func cancelAtEitherStep(picked: Bool) async throws {
    let host = answeredHost()
    let tracker = LeakTracker()
    tracker.trackTree(of: try #require(host.visibleScreen).context.owner)
    let run = try await picked ? confirming(host) : nil
    if picked { _ = try await submit.nextCall() } else { _ = try await choices.nextCall() }
    try await performAndSettle("cancel", on: host)
    try await run?.value
    choices.expectNoPendingCalls()
    submit.expectNoPendingCalls()  // the call in flight was cancelled, not left waiting
    tracker.expectAllReleased()
    expectStack(of: host, [.start])
    #expect(host.results == [nil])
  }

  @Test("back pops the confirm step, stopping its submit, then closes the sheet; the presenter hears nil once")
  func backReturnsNil() async throws {
    let host = answeredHost()
    let run = try await confirming(host)
    let call = try await submit.nextCall()
    host.goBack()
    #expect(call.isCancelled)
    try await run?.value
    expectVisibleScreen(of: host, ModNameCoordinator.Destinations.Meta.choose)
    #expect(host.results.isEmpty)
    host.goBack()
    expectStack(of: host, [.start])
    host.goBack()
    #expect(host.results == [nil])
  }

  @Test("the preview numbers what it confirms from 1")
  func previewNumbers() async throws {
    let submit = ModNameCoordinator.Dependencies.preview().submit
    #expect(try await [submit(alpha).number, submit(alpha).number] == [1, 2])
  }
}
