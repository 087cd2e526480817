import Scaffolding
import ScaffoldingTesting
import Testing

/// The recorder's exhaustive mode: every navigation event must be asserted.
@MainActor
@Suite("Exhaustive recording")
struct ExhaustiveRecorderTests {
  private typealias Meta = HomeFlow.Destinations.Meta

  @Test func passesWhenEveryEventIsAsserted() throws {
    let flow = HomeFlow()
    try recordNavigation(of: flow) { recorder in
      flow.route(to: .detail(1)).present(.settings)
      try recorder.expectNext(.push(Meta.detail).in(HomeFlow.self), .present(Meta.settings, as: .sheet))
      flow.pop().pop()
      try recorder.expectNext(.dismiss(Meta.settings), .pop(Meta.detail))
      flow.pop()
      try recorder.expectNext(.diagnostic(.nothingToPop))
    }
  }

  @Test func failsNamingAnEventThatWasNotAsserted() throws {
    let flow = HomeFlow()
    let error = #expect(throws: ScaffoldingTestFailure.self) {
      try recordNavigation(of: flow) { recorder in
        flow.route(to: .detail(1)).route(to: .detail(2))
        try recorder.expectNext(.push(Meta.detail))
      }
    }
    #expect(error?.message.contains("1 navigation event happened without being asserted") == true)
    #expect(error?.message.contains("HomeFlow: push detail") == true)
  }

  @Test func expectNextFailsOnTheWrongEventOrOrder() throws {
    let flow = HomeFlow()
    let recorder = NavigationRecorder(observing: flow, exhaustivity: .on)
    flow.route(to: .detail(1))
    #expect(throws: ScaffoldingTestFailure.self) { try recorder.expectNext(.pop(Meta.detail)) }
    #expect(throws: ScaffoldingTestFailure.self) { try recorder.expectNext(.push(Meta.settings)) }
    #expect(throws: ScaffoldingTestFailure.self) { try recorder.expectNext(.push(Meta.detail).in(MainTabs.self)) }
    #expect(throws: ScaffoldingTestFailure.self) {
      try recorder.expectNext(.push(Meta.detail), .push(Meta.detail))
    }
    #expect(recorder.unasserted.count == 1)
    try recorder.expectNext(.push(Meta.detail))
    try recorder.expectNoUnassertedEvents()
  }

  @Test func wholeListAssertionsAndSkippingCountAsAsserted() throws {
    let tabs = MainTabs(tabs: [.home])
    let recorder = NavigationRecorder(observing: tabs, exhaustivity: .on)
    tabs.insertTab(.settings, at: 9)
    #expect(throws: ScaffoldingTestFailure.self) { try recorder.expectNoUnassertedEvents() }
    try recorder.expectDiagnostics([.indexOutOfRange])
    #expect(throws: ScaffoldingTestFailure.self) { try recorder.expectNoUnassertedEvents() }
    try recorder.expectChanges([.tabsChanged])
    try recorder.expectNoUnassertedEvents()
    tabs.selectFirstTab(.settings)
    recorder.skipUnasserted()
    try recorder.expectNoUnassertedEvents()
  }

  @Test func nonExhaustiveRecordingAllowsUnassertedEvents() throws {
    let flow = HomeFlow()
    let recorder = NavigationRecorder(observing: flow)
    flow.route(to: .detail(1)).route(to: .detail(2))
    try recorder.expectNext(.push(Meta.detail))
    try recorder.expectNoUnassertedEvents()
    #expect(recorder.unasserted.count == 1)
  }
}
