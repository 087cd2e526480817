@_spi(Guards) @_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

/// Guard state belongs to its tree: two trees in one process (two windows, two tests) don't see
/// each other's forced exits, restores or pending checks.
@MainActor
@Suite("Guards, two trees")
struct TwoTreesGuardTests {
  /// A flow with its editor presented as a sheet and shown.
  private func editing() -> (GuardedFlow, Editor) {
    let flow = GuardedFlow()
    let editor = flow.editor
    flow.present(.editor, as: .sheet)
    _ = flow.visibleScreen
    return (flow, editor)
  }

  @Test("a forced exit on one tree is no forced exit on the other: there it asks")
  func aForcedExitStaysInItsTree() {
    let (first, firstEditor) = editing()
    let (second, secondEditor) = editing()
    first.forcing {
      first.setRoot(.home)
      second.pop()
    }
    expectStack(of: first, [.home])
    #expect(firstEditor.exits == [.forced])
    #expect(secondEditor.exits == [.dismiss])
    #expect(second.visibleScreen?.render().title == "Discard your changes?")
  }

  @Test("a restore on one tree is not the way in on the other")
  func aRestoreStaysInItsTree() async throws {
    let restored = GuardedFlow()
    let other = GuardedFlow()
    try await restored.following(.restore) {
      try await restored.open(DeepLinkPath(["flagged"]))
      other.route(to: .flagged)
      _ = try? await other.open(DeepLinkPath(["flagged"]))
    }
    #expect(restored.ways == [.restore])
    #expect(other.ways == [.action, .link])
  }

  @Test("navigation on one tree doesn't supersede a check pending on the other")
  func aPendingCheckStaysInItsTree() async throws {
    let waiting = GuardedFlow()
    let other = GuardedFlow()
    let recorder = NavigationRecorder(observing: waiting)
    waiting.route(to: .slow)
    _ = try await waiting.slowAnswer.nextCall()
    other.route(to: .open)
    other.flagIsOn = true
    _ = try? await other.open(DeepLinkPath(["flagged"]))
    #expect(waiting.hasPendingWork)
    #expect(recorder.diagnostics.isEmpty)
    waiting.slowAnswer.answer(with: true)
    await waiting.settled()
    expectStack(of: waiting, [.home, .slow])
    expectStack(of: other, [.home, .flagged])
  }
}
