import ModName
import ModNameTesting
import Scaffolding
import ScaffoldingTesting
import Testing

@testable import AppFeature

/// ModName's row of the tab table.
@MainActor
@Suite("ModName tab")
struct ModNameTabTests {
  @Test("the row builds the feature on the app's entries; finishing one leaves the app where it is")
  func row() async throws {
    let recorder = ContextRecorder()
    let context = try await recorder.context(environment: .demo())
    let feature = try #require(AppTab.modName.make(context) as? ModNameCoordinator)
    _ = feature.visibleScreen  // shows the list, which starts its load
    await feature.settled()
    #expect(feature.visibleScreen?.render().lines == ["#1  First", "#2  Second", "#3  Third"])
    try await performAndSettle("show", "2", on: feature)
    try perform("done", on: feature)
    expectVisibleScreen(of: feature, title: "ModName")
    #expect(recorder.links.isEmpty && recorder.ends.isEmpty)
  }
}

extension FailingCall {
  /// ModName's `.failing`, for ``FailingCallTests``: showing the list reads its entries.
  static let modName = FailingCall("ModNameCoordinator.Dependencies.entries") {
    await show(ModNameCoordinator(dependencies: .failing) { _ in })
  }
}
