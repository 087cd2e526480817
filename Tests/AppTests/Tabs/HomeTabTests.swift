import AppData
import Home
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

@testable import AppFeature

/// Home's row of the tab table: its dependencies cut from the stores, its outcomes.
@MainActor
@Suite("Home tab")
struct HomeTabTests {
  let environment = AppEnvironment.demo()
  let recorder = ContextRecorder()

  func home() async throws -> HomeCoordinator {
    try #require(AppTab.home.make(try await recorder.context(environment: environment)) as? HomeCoordinator)
  }

  @Test("the feed is the item store's, and publishing stores an item by the signed-in user")
  func readsAndPublishes() async throws {
    let home = try await home()
    _ = home.visibleScreen
    await home.settled()
    let feed = try #require(home.visibleScreen).render()
    #expect(feed.lines.count == (try await environment.stores.items.feedPage(limit: 20).items.count))
    try perform("compose", on: home)
    try perform("title", "Fourth", on: home)
    try perform("text", "Four", on: home)
    try await performAndSettle("publish", on: home)
    let newest = try #require(try await environment.stores.items.feedPage(limit: 1).items.first)
    #expect(newest.title == "Fourth")
    #expect(newest.author == demoSession.userID)
  }

  @Test("view author follows the author's profile link, so Home never imports Profile")
  func authorFollowsALink() async throws {
    let home = try await home()
    try await home.open(["item", "3"])
    await home.settled()
    try perform("author", on: home)
    #expect(recorder.links == ["app://profile/user/ada"])
  }

  @Test("alone, Home runs on its fakes and reports view author instead of leaving")
  func preview() async throws {
    var notes: [String] = []
    let home = AppTab.home.preview { notes.append($0) }
    _ = home.visibleScreen
    await home.settled()
    try await performAndSettle("view", "3", on: home)
    try perform("author", on: home)
    #expect(notes == ["Home asked to show ada's profile"])
  }

  @Test("publishing for a session whose account is gone is refused, stores nothing, and ends the session")
  func publishingForAGoneAccount() async throws {
    let dependencies = HomeCoordinator.Dependencies.live(try await recorder.context(environment: environment))
    try await environment.stores.replaceDemoAccount()
    let newest = try await environment.stores.items.feedPage(limit: 1).items
    await #expect(throws: SessionEndedError()) { try await dependencies.publish("Hijack", "For the old account") }
    #expect(try await environment.stores.items.feedPage(limit: 1).items == newest)
    #expect(recorder.ends == [.endedElsewhere])
  }
}
