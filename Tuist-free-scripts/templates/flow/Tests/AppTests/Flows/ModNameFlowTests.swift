import ModName
import ModNameTesting
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

@testable import AppFeature

/// ModName's wiring in the App: its live dependencies, and the flow alone over a stand-in
/// presenter (`console --feature modname`).
@MainActor
@Suite("ModName flow")
struct ModNameFlowTests {
  @Test("presented on the live dependencies, it offers their choices, whatever they are, and hands back a confirmation")
  func live() async throws {
    let context = try await ContextRecorder().context(environment: .demo())
    let choice = try #require(try await ModNameCoordinator.Dependencies.live(context).choices().first)
    var notes: [String] = []
    let presenter = StandInPresenter(
      presenting: "modname", returning: ModNameConfirmation.self,
      make: { ModNameCoordinator(dependencies: .live(context)) }, report: { notes.append($0) }
    ).presentingFlow()
    await presenter.settled()
    try perform("choose", "\(choice.id)", on: presenter)
    try await performAndSettle("confirm", on: presenter)
    #expect(notes.count == 1 && notes[0].hasPrefix("modname handed back: ModNameConfirmation("), "\(notes)")
    #expect(presenter.visibleScreen?.render().title == "Presenter of modname")
  }

  @Test("it runs alone: listed in PresentedFlow.all, shown over a stand-in presenter, told what it handed back")
  func alone() async throws {
    #expect(PresentedFlow.all.map(\.name).contains("modname"))
    var notes: [String] = []
    let preview = try #require(FeaturePreview(rawValue: "modname")).makeCoordinator { notes.append($0) }
    await preview.settled()
    #expect(preview.visibleScreen?.render().title == "Choose")
    try perform("cancel", on: preview)
    await preview.settled()
    #expect(notes == ["modname handed back nothing: it was closed"])
    try perform("present", on: preview)
    await preview.settled()
    try perform("choose", "1", on: preview)
    try await performAndSettle("confirm", on: preview)
    #expect(notes.last == "modname handed back: ModNameConfirmation(number: 1, title: \"First\")")
  }
}

extension FailingCall {
  /// ModName's `.failing`, for ``FailingCallTests``: showing the first step reads the choices.
  static let modName = FailingCall("ModNameCoordinator.Dependencies.choices") {
    await show(ModNameCoordinator(dependencies: .failing))
  }
}
