import AppTesting
import Home
import Profile
@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import SharedModels
import Testing

@testable import AppFeature

/// Home's row handing Home Profile's page for an item's author: the one place Home and Profile
/// meet, kept apart from Home's other row tests so that taking Profile out of Home's row (to
/// remove Profile and keep Home: hand Home `profile: nil` there) deletes this file and
/// touches no other test.
extension HomeTabTests {
  @Test(
    "author pushes Profile's page for that user inside Home's stack; its link is one link below the item")
  func authorPushesProfile() async throws {
    let home = try await home()
    try await home.open(["item", "3"])
    await home.settled()
    try perform("author", on: home)
    await home.settled()
    expectStack(of: home, [.feed, .detail, .author])
    #expect(home.visibleScreen?.render().title == "Ada")
    #expect(home.currentPath == ["item", "3", "author", "ada"])
    try perform("user", "\(demoSession.userID)", on: home)
    await home.settled()
    #expect(home.currentPath == ["item", "3", "author", "ada", "user", "\(demoSession.userID)"])
    #expect(recorder.links.isEmpty)

    let reopened = try await self.home()
    try await reopened.open(home.currentPath)
    await reopened.settled()
    #expect(reopened.hierarchySnapshot == home.hierarchySnapshot)
    #expect(reopened.currentPath == home.currentPath)
  }

  @Test("naming the author again inside their page goes back to it, as tapping does: no step is dropped")
  func authorNamedAgain() async throws {
    let home = try await home()
    let me = demoSession.userID.rawValue
    try await home.open(["item", "3", "author", "ada", "user", me, "user", "ada"])
    await home.settled()
    #expect(home.currentPath == ["item", "3", "author", "ada"])
    // The same taps: author, then your own page, then Ada's again.
    let tapped = try await self.home()
    try await tapped.open(["item", "3"])
    await tapped.settled()
    try perform("author", on: tapped)
    await tapped.settled()
    for user in [me, "ada"] {
      try perform("user", user, on: tapped)
      await tapped.settled()
    }
    #expect(tapped.hierarchySnapshot == home.hierarchySnapshot)
  }

  @Test(
    "an author link Home reads but the item's author didn't write, or Profile's page refuses, is refused")
  func refusedAuthorLinks() async throws {
    let home = try await home()
    await #expect(throws: DeepLinkError("'bob' did not write item 3")) {
      try await home.open(["item", "3", "author", "bob"])
    }
    expectStack(of: home, [.feed])
    await #expect(throws: DeepLinkError("there is no user 'nobody'")) {
      try await home.open(["item", "3", "author", "ada", "user", "nobody"])
    }
    expectStack(of: home, [.feed])  // Profile's page refused its part before Home routed its own
  }

  @Test("a restart reopens the page reached inside the author's profile in Home")
  func restartRestoresTheEmbeddedPage() async throws {
    let folder = DataFolder()
    do {
      let app = folder.launch(tabs: [.home, .pages("two")])
      try await app.signInAsDemo()
      try await app.open("app://home/item/3/author/ada/user/demo")
      await app.saveLocation()
      await app.finishedPendingWork()
    }
    let restarted = await folder.launchSettled(tabs: [.home, .pages("two")])
    await restarted.settled()
    #expect(restarted.location.description == "app://home/item/3/author/ada/user/demo")
    #expect(restarted.visibleTitle == "Demo User")
    restarted.goBack()
    #expect(restarted.visibleTitle == "Ada")
    #expect(restarted.mainTabs?.tabItems.selectedIndex == 0)
  }

  @Test(
    "every place reached inside the embedded profile round-trips, with Profile's page")
  func embeddedProfileRoundTrips() async {
    let places = await expectEveryPlaceRoundTrips(
      {
        HomeCoordinator(
          dependencies: .preview(profile: { ProfileCoordinator.preview(showing: $0) }) { _ in StandInFlow(returning: ())
          })
      },
      samples: ["item": ["3", "1"], "username": ["ada", "preview"]], depth: 4)
    #expect(places > 20)
  }

  @Test(
    "alone, Home runs on its fakes and pushes Profile's page's preview for the author")
  func preview() async throws {
    var notes: [String] = []
    let home = AppTab.home.preview { notes.append($0) }
    _ = home.visibleScreen
    await home.settled()
    try await performAndSettle("view", "3", on: home)
    try await performAndSettle("author", on: home)
    #expect(home.visibleScreen?.render().title == "Ada")
    #expect(notes.isEmpty)
  }
}
