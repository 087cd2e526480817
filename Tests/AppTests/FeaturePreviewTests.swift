@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Testing

@testable import AppFeature

/// `console --feature <name>`: every feature runs alone on its own fake data.
@MainActor
@Suite("Feature previews")
struct FeaturePreviewTests {
  @Test("Auth, every row of the tab table and every presented flow have a preview, by name")
  func everyFeature() {
    #expect(
      FeaturePreview.allCases.map(\.rawValue)
        == ["auth"] + AppTab.all.map(\.name.rawValue) + PresentedFlow.all.map(\.name))
    #expect(FeaturePreview(rawValue: "nowhere") == nil)
  }

  @Test("each preview shows its feature's first screen and reports nothing before the user acts")
  func showsAScreen() throws {
    for preview in FeaturePreview.allCases {
      var notes: [String] = []
      let coordinator = preview.makeCoordinator { notes.append($0) }
      #expect(coordinator.visibleScreen?.destination.routeType == .root, "\(preview.rawValue)")
      #expect(notes.isEmpty)
    }
  }

  @Test("Auth's preview signs in with its own fake account and reports the outcome")
  func authPreview() async throws {
    var notes: [String] = []
    let auth = try #require(FeaturePreview(rawValue: "auth")).makeCoordinator { notes.append($0) }
    try perform("login", "preview", "password", on: auth)
    await auth.settled()
    #expect(notes == ["Auth completed: signed in as preview"])
  }

  @Test("a presented flow runs over a stand-in presenter, which says what it handed back however it closed")
  func presentedFlowPreview() async throws {
    let flow = PresentedFlow("sample", returning: String.self) { StandInFlow("Sample", returning: "a result") }
    var notes: [String] = []
    let presenter = flow.preview { notes.append($0) }
    #expect(presenter.visibleScreen?.render().title == "Sample", "the flow shows at once, over the presenter")
    try perform("finish", on: presenter)
    await presenter.settled()
    #expect(notes == ["sample handed back: a result"])
    #expect(presenter.visibleScreen?.render().title == "Presenter of sample")
    try perform("present", on: presenter)
    presenter.goBack()
    await presenter.settled()
    #expect(notes.last == "sample handed back nothing: it was closed")
    #expect(presenter.visibleScreen?.render().title == "Presenter of sample")
  }
}
