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
  @Test("the row builds the feature on the app's entries, whatever they are; finishing one leaves the app where it is")
  func row() async throws {
    let recorder = ContextRecorder()
    let context = try await recorder.context(environment: .demo())
    let feature = try #require(AppTab.modName.make(context) as? ModNameCoordinator)
    let entry = try #require(try await ModNameCoordinator.Dependencies.live(context).entries().first)
    await feature.settled()  // the list, loaded
    try await performAndSettle("show", "\(entry.id)", on: feature)
    expectVisibleScreen(of: feature, title: entry.title)
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
