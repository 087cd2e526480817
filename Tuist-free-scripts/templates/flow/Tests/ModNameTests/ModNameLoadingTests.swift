import ModName
import ModNameTesting
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

/// ModName's steps do their work in their routes' tasks and render only its state: the test
/// answers each load and submit by hand (`ControlledDependency`), so it sees every state a
/// slow, failing or abandoned call shows.
@MainActor
@Suite("ModName loading", .timeLimit(.minutes(1)))
struct ModNameLoadingTests {
  /// A call that failed, with the kind of sentence a store's or a server's error gives.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  let choices = ControlledDependency<Void, [ModNameCoordinator.Choice]>("ModNameCoordinator.Dependencies.choices")
  let submit = ControlledDependency<ModNameCoordinator.Choice, ModNameConfirmation>(
    "ModNameCoordinator.Dependencies.submit")
  let alpha = ModNameCoordinator.Choice(id: 4, title: "Alpha")

  /// A host showing the flow, whose calls the test answers; the choices are loading.
  func makeHost() -> ModNameHost {
    var dependencies = ModNameCoordinator.Dependencies.failing
    dependencies.choices = { [choices] in try await choices() }
    dependencies.submit = { [submit] choice in try await submit(choice) }
    let host = ModNameHost(dependencies: dependencies).presentModName()
    _ = host.visibleScreen  // shows the first step, which starts its load
    return host
  }

  /// makeHost() on the confirm step for alpha, its submit asked for and not answered.
  func submittingHost() async throws -> ModNameHost {
    let host = makeHost()
    try await choices.nextCall().answer(with: [alpha])
    await host.settled()
    try perform("choose", "4", on: host)
    try perform("confirm", on: host)
    return host
  }

  @Test("the choices show Loading…, a failure with retry, then the choices")
  func loadsTheChoices() async throws {
    let host = makeHost()
    let choose = try requireVisibleScreen(of: host, ModNameCoordinator.Destinations.Meta.choose)
    #expect(choose.render().lines == ["Loading…"])
    #expect(choose.render().actions.map(\.name) == ["cancel"], "nothing to pick before the choices have loaded")

    try await choices.nextCall().fail(with: Failure(description: "Couldn't read the choices."))
    await host.settled()
    #expect(choose.render().lines == ["Couldn't read the choices."])
    #expect(choose.render().actions.map(\.name) == ["retry", "cancel"])

    try perform("retry", on: host)
    #expect(choose.render().lines == ["Loading…"])
    try await choices.nextCall().answer(with: [alpha])
    await host.settled()
    #expect(choose.render().lines == ["Step 1 of 2. Pick one.", "#4  Alpha"])
    #expect(host.results.isEmpty)
    choices.expectNoPendingCalls()
  }

  @Test("closing the sheet while the choices load stops the load; the presenter hears nil once")
  func cancelWhileLoading() async throws {
    let host = makeHost()
    let call = try await choices.nextCall()
    try await performAndSettle("cancel", on: host)
    #expect(call.isCancelled)
    #expect(host.results == [nil])
  }

  @Test(
    "confirming shows Confirming… and no second confirm; a refusal says why; confirming again returns the answer once")
  func refusedThenConfirmed() async throws {
    let host = try await submittingHost()
    let confirm = try requireVisibleScreen(of: host, ModNameCoordinator.Destinations.Meta.confirm)
    #expect(confirm.render().lines == ["Step 2 of 2.", "", "Alpha", "", "Confirming…"])
    #expect(confirm.render().actions.map(\.name) == ["cancel"])
    let call = try await submit.nextCall()
    #expect(call.input == alpha)
    call.fail(with: Failure(description: "the choice is no longer available"))
    await host.settled()
    #expect(confirm.render().lines.last == "Not confirmed: the choice is no longer available")
    #expect(confirm.render().actions.map(\.name) == ["confirm", "cancel"])
    #expect(host.results.isEmpty, "a refusal keeps the sheet open and returns nothing")

    try perform("confirm", on: host)
    let confirmation = ModNameConfirmation(number: 12, title: "Alpha")
    try await submit.nextCall().answer(with: confirmation)
    await host.settled()
    expectStack(of: host, [.start])
    #expect(host.results == [confirmation])
    submit.expectNoPendingCalls()
  }

  @Test("cancelling while it confirms stops the submit; the presenter hears nil once")
  func cancelWhileConfirming() async throws {
    let host = try await submittingHost()
    let call = try await submit.nextCall()
    try await performAndSettle("cancel", on: host)
    #expect(call.isCancelled)
    expectStack(of: host, [.start])
    #expect(host.results == [nil])
  }

  @Test("back to the choices while it confirms stops the submit too, and the sheet stays open")
  func backWhileConfirming() async throws {
    let host = try await submittingHost()
    let call = try await submit.nextCall()
    host.goBack()
    #expect(call.isCancelled)
    await host.settled()
    expectVisibleScreen(of: host, ModNameCoordinator.Destinations.Meta.choose)
    #expect(host.results.isEmpty)
  }
}
