@_spi(Guards) @_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

/// Entry guards (`NavigationGuard`): every way in asks them, their decision is allow, refuse
/// or a detour, a newer navigation supersedes one still deciding, and a loop is refused.
@MainActor
@Suite("Entry guards")
struct EntryGuardTests {
  @Test("a refusal changes nothing and reports the sentence the user reads")
  func aRefusalChangesNothing() {
    let flow = GuardedFlow()
    let recorder = NavigationRecorder(observing: flow)
    flow.route(to: .flagged)
    expectStack(of: flow, [.home])
    #expect(recorder.diagnostics.map(\.code) == [.guardRefused])
    #expect(recorder.diagnostics.first?.message == "Flagged is turned off.")
  }

  @Test("a guard that allows at once places the destination before the call returns")
  func anAllowingGuardPlacesAtOnce() {
    let flow = GuardedFlow()
    flow.flagIsOn = true
    var landed = false
    flow.route(to: .flagged)
    expectStack(of: flow, [.home, .flagged])
    flow.present(.flagged, as: .sheet)
    expectStack(of: flow, [.home, .flagged, .flagged])
    flow.route(to: .flagged) { (_: GuardedFlow) in landed = true }
    #expect(!landed)  // a screen, not a coordinator: the landing closure is skipped as ever
  }

  @Test("routes no guard names pass untouched")
  func unguardedRoutesPass() {
    let flow = GuardedFlow()
    flow.route(to: .open)
    expectStack(of: flow, [.home, .open])
  }

  @Test("an async guard holds the navigation as pending work until it answers")
  func anAsyncGuardIsPendingWork() async throws {
    let flow = GuardedFlow()
    flow.route(to: .slow)
    _ = try await flow.slowAnswer.nextCall()
    expectStack(of: flow, [.home])
    #expect(flow.hasPendingWork)
    flow.slowAnswer.answer(with: true)
    await flow.settled()
    expectStack(of: flow, [.home, .slow])
  }

  @Test("a modal whose guard answers later hands its result to the presenter, once")
  func aLaterModalKeepsItsResult() async throws {
    let flow = GuardedFlow()
    var results: [Bool?] = []
    flow.present(.slowConfirm, returning: Bool.self) { results.append($0) }
    _ = try await flow.slowAnswer.nextCall()
    #expect(results.isEmpty, "the presenter heard before the guard answered")
    flow.slowAnswer.answer(with: true)
    await flow.settled()
    flow.slowConfirm.dismissCoordinator(returning: true)
    #expect(results == [true])
  }

  @Test("a modal whose guard answers later is not handed to a landing closure before it is up, and is hosted once up")
  func aLaterModalLandsNowhereEarly() async throws {
    let flow = GuardedFlow()
    var landed = 0
    flow.present(.slowConfirm) { (_: ConfirmFlow) in landed += 1 }
    _ = try await flow.slowAnswer.nextCall()
    flow.slowAnswer.answer(with: true)
    await flow.settled()
    expectStack(of: flow, [.home, .slowConfirm])
    #expect(landed == 0)  // as a push through a guard still deciding: the closure is for what is up at once
    #expect(flow.slowConfirm.parent === flow)
  }

  @Test("a modal whose guard refuses later hands the presenter nil")
  func aLaterRefusedModalAnswersNil() async throws {
    let flow = GuardedFlow()
    var results: [Bool?] = []
    flow.present(.slowConfirm, returning: Bool.self) { results.append($0) }
    _ = try await flow.slowAnswer.nextCall()
    flow.slowAnswer.answer(with: false)
    await flow.settled()
    #expect(results == [nil])
    expectStack(of: flow, [.home])
  }

  @Test("an async refusal changes nothing")
  func anAsyncRefusal() async throws {
    let flow = GuardedFlow()
    let recorder = NavigationRecorder(observing: flow)
    flow.route(to: .slow)
    _ = try await flow.slowAnswer.nextCall()
    flow.slowAnswer.answer(with: false)
    await flow.settled()
    expectStack(of: flow, [.home])
    #expect(recorder.diagnostics.last?.message == "Slow said no.")
  }

  @Test("a navigation started while a guard decides supersedes it: dropped and reported, never placed later")
  func aNewerNavigationSupersedes() async throws {
    let flow = GuardedFlow()
    let recorder = NavigationRecorder(observing: flow)
    flow.route(to: .slow)
    let call = try await flow.slowAnswer.nextCall()
    flow.route(to: .open)
    #expect(recorder.diagnostics.map(\.code) == [.guardSuperseded])
    #expect(!flow.hasPendingWork)
    #expect(call.status == .cancelled)  // the guard's own await was cancelled with it
    await flow.settled()
    expectStack(of: flow, [.home, .open])
  }

  @Test("a guard that throws refuses with the error's sentence")
  func aThrowingGuardRefuses() async {
    let flow = GuardedFlow()
    let recorder = NavigationRecorder(observing: flow)
    flow.route(to: .failing)
    await flow.settled()
    expectStack(of: flow, [.home])
    #expect(recorder.diagnostics.last?.message == "The check could not be made.")
  }

  @Test("a detour shows first; getting through it resumes the navigation")
  func aDetourThenResumes() async throws {
    let flow = GuardedFlow()
    flow.route(to: .secret)
    await flow.settled()
    expectStack(of: flow, [.home, .confirm])  // settled while the user answers
    let confirm = try #require(flow.stack.destinations.last?.coordinator as? ConfirmFlow)
    confirm.dismissCoordinator(returning: true)
    await flow.settled()
    expectStack(of: flow, [.home, .secret])
  }

  @Test("going back from the detour abandons the navigation, with no sentence")
  func backAbandonsTheDetour() async {
    let flow = GuardedFlow()
    let recorder = NavigationRecorder(observing: flow)
    flow.route(to: .secret)
    await flow.settled()
    #expect(flow.goBack() == .dismiss(AnyDestinationMeta(GuardedFlow.Destinations.confirm)))
    await flow.settled()
    expectStack(of: flow, [.home])
    #expect(!recorder.diagnostics.contains { $0.code == .guardRefused })
  }

  @Test("a detour that leads back to a route still deciding is refused as a loop, never a hang")
  func aRedirectLoopIsRefused() async {
    let flow = GuardedFlow()
    let recorder = NavigationRecorder(observing: flow)
    flow.route(to: .ping)
    await flow.settled()
    #expect(recorder.diagnostics.map(\.code).contains(.redirectLoop))
    #expect(!flow.hasPendingWork)
  }

  @Test("a link runs the guards while it is checked: a refusal throws its sentence and changes nothing")
  func aLinkIsGuarded() async {
    let flow = GuardedFlow()
    flow.route(to: .open)
    await #expect(throws: DeepLinkError("Flagged is turned off.")) { try await flow.open(DeepLinkPath(["flagged"])) }
    expectStack(of: flow, [.home, .open])
    flow.flagIsOn = true
    await #expect(throws: Never.self) { try await flow.open(DeepLinkPath(["open", "flagged"])) }
    expectStack(of: flow, [.home, .open, .flagged])
  }

  @Test("a restore refused by a guard shows the place below it and reports the sentence")
  func aRestoreLandsBelowARefusal() async throws {
    let flow = GuardedFlow()
    let recorder = NavigationRecorder(observing: flow)
    try await flow.following(.restore) { try await flow.open(DeepLinkPath(["open", "flagged", "open"])) }
    expectStack(of: flow, [.home, .open])
    #expect(recorder.diagnostics.last?.message == "Flagged is turned off.")
  }

  @Test("guards hear the way in: an action, a link, a restore")
  func guardsHearTheWay() async throws {
    let flow = GuardedFlow()
    flow.route(to: .flagged)
    _ = try? await flow.open(DeepLinkPath(["flagged"]))
    try await flow.following(.restore) { try await flow.open(DeepLinkPath(["flagged"])) }
    #expect(flow.ways == [.action, .link, .restore])
  }

  @Test("a detour on a link shows first; once the user is through, the link is shown, its guard not asked again")
  func aLinkDetour() async throws {
    let flow = GuardedFlow()
    flow.route(to: .open)
    try await flow.open(DeepLinkPath(["secret"]))
    await flow.settled()
    expectStack(of: flow, [.home, .open, .confirm])
    let confirm = try #require(flow.stack.destinations.last?.coordinator as? ConfirmFlow)
    confirm.dismissCoordinator(returning: true)
    await flow.settled()
    expectStack(of: flow, [.home, .secret])
  }

  @Test("a tab selection passes the guards of the tab picked: refused, the selection stays")
  func aTabSelectionIsGuarded() throws {
    let tabs = GuardedTabs()
    tabs.secondIsOpen = false
    let recorder = NavigationRecorder(observing: tabs)
    tabs.select(index: 0)
    tabs.select(index: 1)
    #expect(tabs.tabItems.selectedIndex == 0)
    #expect(recorder.diagnostics.map(\.message) == ["The second tab is closed."])
    tabs.secondIsOpen = true
    tabs.select(index: 1)
    #expect(tabs.tabItems.selectedIndex == 1)
  }

  @Test("the map reads the names of the guards a destination passes")
  func guardNames() {
    let flow = GuardedFlow()
    flow.flagIsOn = true
    flow.route(to: .open).route(to: .flagged)
    #expect(flow.stack.destinations.last?.guardNames == ["flag"])
    #expect(flow.stack.destinations.first?.guardNames == [])
  }
}
