@_spi(Guards) @_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

/// Leave questions (`leaveQuestion`): every exit that removes or hides a coordinator that asks
/// reads it, by name; a question holds the exit until `discard` makes it or `keep` stays; an exit
/// nobody can be asked about still reads it.
@MainActor
@Suite("Leave questions")
struct LeaveQuestionTests {
  /// A flow with the editor presented as a sheet.
  private func editing() -> (GuardedFlow, Editor) {
    let flow = GuardedFlow()
    let editor = flow.editor
    flow.present(.editor, as: .sheet)
    _ = flow.visibleScreen
    return (flow, editor)
  }

  private func perform(_ name: String, on flow: GuardedFlow, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let action = try #require(flow.visibleScreen?.render().action(named: name), sourceLocation: sourceLocation)
    try action.perform([])
  }

  @Test("with changes, an exit shows the question and waits; keep stays where the user was")
  func keepStays() throws {
    let (flow, editor) = editing()
    flow.pop()
    expectStack(of: flow, [.home, .editor])
    #expect(flow.visibleScreen?.render().title == "Discard your changes?")
    try perform("keep", on: flow)
    expectStack(of: flow, [.home, .editor])
    expectStack(of: editor, [.form])
    #expect(flow.visibleScreen?.render().title == "form")
  }

  @Test("discard makes the exit that waited, without asking again")
  func discardLeaves() throws {
    let (flow, editor) = editing()
    flow.pop()
    try perform("discard", on: flow)
    expectStack(of: flow, [.home])
    #expect(editor.exits == [.dismiss])
  }

  @Test("with nothing changed, nothing is asked")
  func nothingChangedAsksNothing() {
    let (flow, editor) = editing()
    editor.changed = false
    flow.pop()
    expectStack(of: flow, [.home])
  }

  @Test("each exit reaches the guard by name")
  func everyExitByName() async throws {
    let (flow, editor) = editing()
    _ = flow.goBack()
    try perform("keep", on: flow)
    editor.dismissCoordinator()
    try perform("keep", on: flow)
    flow.popToRoot()
    try perform("keep", on: flow)
    flow.setRoot(.home)
    try perform("keep", on: flow)
    _ = try? await flow.open(DeepLinkPath(["open"]))
    try perform("keep", on: flow)
    #expect(editor.exits == [.back, .dismiss, .dismiss, .rootSwap, .link])
    try await flow.following(.restore) { try await flow.open(DeepLinkPath(["open"])) }
    try perform("discard", on: flow)
    #expect(editor.exits.last == .restore)
    expectStack(of: flow, [.home, .open])
  }

  @Test("back on the question keeps, as keep does")
  func backOnTheQuestionKeeps() {
    let (flow, editor) = editing()
    flow.pop()
    _ = flow.goBack()
    expectStack(of: flow, [.home, .editor])
    expectStack(of: editor, [.form])
    #expect(editor.exits == [.dismiss])
  }

  @Test("a pop inside the guarded flow is not an exit from it")
  func aPopInsideIsNoExit() {
    let (_, editor) = editing()
    editor.route(to: .step)
    editor.pop()
    expectStack(of: editor, [.form])
    #expect(editor.exits.isEmpty)
  }

  @Test("a forced exit is reported to the guard and goes on, asking nothing")
  func aForcedExitIsReported() {
    let (flow, editor) = editing()
    flow.forcing { flow.setRoot(.home) }
    expectStack(of: flow, [.home])
    #expect(editor.exits == [.forced])
  }

  @Test("switching away from a tab that shows the guarded flow asks, and keep stays on the tab")
  func aTabSwitchAsks() throws {
    let tabs = GuardedTabs()
    let editor = tabs.editor
    tabs.select(index: 0)
    let flow = try #require(tabs.tabItems.tabs.first?.coordinator as? GuardedFlow)
    flow.editor = editor
    flow.present(.editor, as: .sheet)
    _ = tabs.visibleScreen  // shown, so the editor is made
    tabs.select(index: 1)
    #expect(tabs.tabItems.selectedIndex == 0)
    #expect(editor.exits == [.tabSwitch])
    #expect(tabs.visibleScreen?.render().title == "Discard your changes?")
    let discard = try #require(tabs.visibleScreen?.render().action(named: "discard"))
    try discard.perform([])
    #expect(tabs.tabItems.selectedIndex == 1)
  }
}

/// Two tabs, each a guarded flow, for the tab-switch exit.
@MainActor
final class GuardedTabs: TabCoordinatable {
  enum Destinations: Destinationable, DestinationMeta {
    case first, second
    typealias Meta = Self
    var meta: Self { self }
    func value(for coordinator: GuardedTabs) -> Destination {
      .tab(meta, label: TabLabel("\(self)", systemImage: ""), owner: coordinator) { _ in GuardedFlow() }
    }
  }

  let tabItems = TabItems<GuardedTabs>(tabs: [.first, .second])
  let editor = Editor()
  var secondIsOpen = true

  var navigationGuards: [NavigationGuard] {
    [
      NavigationGuard("second open", on: Destinations.second) { [weak self] (way: NavigationWay) in
        #expect(way == .tab)
        return self?.secondIsOpen == true ? .allow : .refuse("The second tab is closed.")
      }
    ]
  }
}
