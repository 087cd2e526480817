import AppTesting
import Auth
@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import SharedModels
import Testing

@testable import AppFeature

/// The app's one rule for modals, tab re-selection, and what the login screen says, on
/// stand-in tabs.
@MainActor
@Suite("Navigation rules")
struct NavigationRuleTests {
  let app = AppCoordinator(environment: .demo(), tabs: .standIns)

  /// The messages a front end drawing the visible screen now would show, taken as it would.
  private func takeNotices() -> [String] {
    app.visibleScreen?.render().notices.compactMap { $0.take() } ?? []
  }

  @Test("with a sheet open, a tab and a link are refused the same way and change nothing")
  func modalRefusesTabsAndLinks() async throws {
    try await app.signInAsDemo()
    try await app.open("app://two/page/1")
    try await app.open("app://one/sheet")
    let tabs = try #require(app.mainTabs)
    let modal = try #require(app.openModal)
    #expect(modal.description == "the sheet 'one sheet'")
    #expect(throws: OpenModal.Refusal(modal: modal)) { try tabs.selectTab(at: 1) }
    #expect(throws: OpenModal.Refusal(modal: modal)) { try tabs.selectTab(at: 0) }
    await #expect(throws: DeepLinkError("app://two: close the sheet 'one sheet' first (back)")) {
      try await app.open("app://two")
    }
    await #expect(throws: DeepLinkError("app://one: close the sheet 'one sheet' first (back)")) {
      try await app.open("app://one")
    }
    await #expect(throws: DeepLinkError("app://login: close the sheet 'one sheet' first (back)")) {
      try await app.open("app://login")
    }
    #expect(app.visibleTitle == "one sheet")
    #expect(tabs.tabItems.selectedIndex == 0)
    // Back closes it; then both work again, and the other tab kept its stack.
    #expect(app.goBack() == .dismiss(AnyDestinationMeta(PageFlow.Destinations.Meta.sheet)))
    #expect(app.openModal == nil)
    try tabs.selectTab(at: 1)
    #expect(app.visibleTitle == "two page 1")
    try await app.open("app://three/page/2")
    #expect(app.visibleTitle == "three page 2")
  }

  @Test("a link a feature follows from inside a modal is refused too, and reported")
  func featureLinkFromModal() async throws {
    let recorder = ContextRecorder()
    let app = AppCoordinator(environment: .demo(), tabs: [.pages("one") { recorder.context = $0 }, .pages("two")])
    try await app.signInAsDemo()
    try await app.open("app://one/sheet")
    try #require(recorder.context).follow("app://two/page/2")
    await app.finishedPendingWork()
    #expect(await app.environment.takeProblems() == ["app://two/page/2: close the sheet 'one sheet' first (back)"])
    #expect(app.visibleTitle == "one sheet")
  }

  @Test("re-selecting the selected tab pops it to its first screen; another tab keeps its stack")
  func reselectPopsToRoot() async throws {
    try await app.signInAsDemo()
    try await app.open("app://two/page/3/page/4")
    try await app.open("app://one/page/1/page/2")
    let tabs = try #require(app.mainTabs)
    try tabs.selectTab(at: 1)
    #expect(app.visibleTitle == "two page 4")
    try tabs.selectTab(at: 1)
    #expect(app.visibleTitle == "two start")
    #expect(app.location.description == "app://two")
    try tabs.selectTab(at: 0)
    #expect(app.visibleTitle == "one page 2")
    try tabs.selectTab(at: 7)
    #expect(app.visibleTitle == "one page 2", "an index outside the bar changes nothing")
  }

  @Test("signed out, Auth's own sheet refuses links the same way")
  func authSheetRefusesLinks() async throws {
    try perform("forgot-password", on: app)
    let modal = try #require(app.openModal)
    #expect(modal.description == "the sheet 'Forgot password'")
    await #expect(throws: DeepLinkError("app://two/page/1: close the sheet 'Forgot password' first (back)")) {
      try await app.open("app://two/page/1")
    }
    #expect(app.pendingLink == nil)
    #expect(app.visibleTitle != "Sign in")
  }

  @Test("a link waiting for sign-in is named on the login screen until it is followed")
  func pendingLinkIsNamed() async throws {
    #expect(app.visibleScreen?.render().lines.contains("Sign in to open app://two/page/3.") == false)
    try await app.open("app://two/page/3")
    #expect(app.visibleScreen?.render().lines.last == "Sign in to open app://two/page/3.")
    try perform("create-account", on: app)
    #expect(app.goBack() != .none)
    #expect(app.visibleScreen?.render().lines.last == "Sign in to open app://two/page/3.", "still waiting")
    try await app.signInAsDemo()
    await app.finishedPendingWork()
    #expect(app.visibleTitle == "two page 3")
  }

  @Test(
    "ending the session says why on the login screen, once",
    arguments: [
      (SessionEnd.signedOut, "Signed out."), (.accountDeleted, "Your account was deleted."),
    ])
  func sessionEndIsSaid(reason: SessionEnd, message: String) async throws {
    try await app.signInAsDemo()
    #expect(takeNotices().isEmpty)
    app.end(reason)
    await app.finishedPendingWork()
    #expect(app.visibleTitle == "Sign in")
    #expect(takeNotices() == [message])
    #expect(takeNotices().isEmpty, "shown once")
  }
}

/// Ending the session on a data folder, where saving it can fail.
@MainActor
@Suite("Ending the session, saved or not")
struct SessionEndSavingTests {
  let folder = DataFolder()

  @Test("a sign-out that can't be saved says so and leaves the user signed in, on this start and the next")
  func unsavedSignOutIsRefused() async throws {
    let app = folder.launch()
    try await app.signInAsDemo()
    let signedIn = app.visibleTitle
    // The screen views recorded so far are written before the data closes: this test is about
    // the sign-out's write alone.
    await app.screenViews?.delivered()
    await app.environment.close()  // every write fails from now on, as on a full disk
    app.end(.signedOut)
    await app.finishedPendingWork()
    #expect(app.session != nil)
    #expect(app.visibleTitle == signedIn)
    let problems = await app.environment.takeProblems()
    #expect(problems.count == 1, "\(problems)")
    #expect(problems.first?.hasPrefix("You are still signed in: signing out couldn't be saved.") == true)
    #expect(
      await folder.launchSettled().session?.userID == UserID("demo"),
      "the next start is signed in, as the user was told")
  }

  @Test("a sign-in whose session can't be saved enters, saying the next start will ask again")
  func unsavedSignIn() async throws {
    let app = folder.launch()
    let session = try await app.environment.stores.accounts.signIn(username: "demo", password: "scaffolding")
    await app.environment.close()  // every write fails from now on, as on a full disk
    app.signIn(session)
    await app.finishedPendingWork()
    #expect(app.session?.isDemo == true)
    // Then saving where the user is fails too, and says so.
    let problems = await app.environment.takeProblems()
    #expect(problems.contains { $0.hasPrefix("Signed in, but the session couldn't be saved;") })
    #expect(await folder.launchSettled().session == nil)
  }

  @Test("a saved sign-out is signed out on the next start")
  func savedSignOutLasts() async throws {
    let app = folder.launch()
    try await app.signInAsDemo()
    app.end(.signedOut)
    await app.finishedPendingWork()
    #expect(app.session == nil)
    #expect(await app.environment.takeProblems().isEmpty)
    #expect(await folder.launchSettled().session == nil)
  }
}
