@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

/// The recorder's exhaustive mode: every navigation event must be asserted.
@MainActor
@Suite("Exhaustive recording (its known issues are the failures it must report)")
struct ExhaustiveRecorderTests {
  private typealias Meta = HomeFlow.Destinations.Meta

  @Test func passesWhenEveryEventIsAsserted() throws {
    let flow = HomeFlow()
    recordNavigation(of: flow) { recorder in
      flow.route(to: .detail(1)).present(.settings)
      recorder.expectNext(.push(Meta.detail).in(HomeFlow.self), .present(Meta.settings, as: .sheet))
      flow.pop().pop()
      recorder.expectNext(.dismiss(Meta.settings), .pop(Meta.detail))
      flow.pop()
      recorder.expectNext(.diagnostic(.nothingToPop))
    }
  }

  @Test func failsNamingAnEventThatWasNotAsserted() {
    let flow = HomeFlow()
    let said = issues(atLine: #line + 1) {
      recordNavigation(of: flow) { recorder in
        flow.route(to: .detail(1)).route(to: .detail(2))
        recorder.expectNext(.push(Meta.detail))
      }
    }
    #expect(said.count == 1)
    #expect(said.first?.contains("1 navigation event happened without being asserted") == true)
    #expect(said.first?.contains("HomeFlow: push detail") == true)
  }

  @Test func expectNextFailsOnTheWrongEventOrOrder() throws {
    let flow = HomeFlow()
    let recorder = NavigationRecorder(observing: flow, exhaustivity: .on)
    flow.route(to: .detail(1))
    #expect(issues { recorder.expectNext(.pop(Meta.detail)) }.first?.contains("expected [\"pop detail\"]") == true)
    #expect(issues { recorder.expectNext(.push(Meta.settings)) }.count == 1)
    #expect(issues { recorder.expectNext(.push(Meta.detail).in(MainTabs.self)) }.count == 1)
    #expect(issues { recorder.expectNext(.push(Meta.detail), .push(Meta.detail)) }.count == 1)
    #expect(recorder.unasserted.count == 1)
    recorder.expectNext(.push(Meta.detail))
    recorder.expectNoUnassertedEvents()
  }

  @Test func requireNextStopsTheTestAtItsLine() {
    let flow = HomeFlow()
    let recorder = NavigationRecorder(observing: flow, exhaustivity: .on)
    flow.route(to: .detail(1))
    var wentOn = false
    let said = issues(atLine: #line + 1) {
      try recorder.requireNext(.pop(Meta.detail))
      wentOn = true
    }
    #expect(said.count == 1)
    #expect(!wentOn)
    #expect(recorder.unasserted.count == 1)
  }

  @Test func wholeListAssertionsAndSkippingCountAsAsserted() throws {
    let tabs = MainTabs(tabs: [.home])
    let recorder = NavigationRecorder(observing: tabs, exhaustivity: .on)
    tabs.insertTab(.settings, at: 9)
    #expect(issues { recorder.expectNoUnassertedEvents() }.count == 1)
    recorder.expectDiagnostics([.indexOutOfRange])
    #expect(issues { recorder.expectNoUnassertedEvents() }.count == 1)
    recorder.expectChanges([.tabsChanged])
    recorder.expectNoUnassertedEvents()
    tabs.selectFirstTab(.settings)
    recorder.skipUnasserted()
    recorder.expectNoUnassertedEvents()
  }

  @Test func nonExhaustiveRecordingAllowsUnassertedEvents() throws {
    let flow = HomeFlow()
    let recorder = NavigationRecorder(observing: flow)
    flow.route(to: .detail(1)).route(to: .detail(2))
    recorder.expectNext(.push(Meta.detail))
    recorder.expectNoUnassertedEvents()
    #expect(recorder.unasserted.count == 1)
  }
}
