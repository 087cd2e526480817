import AppData
import Compose
import Profile
import ProfileTesting
import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

@testable import AppFeature

/// Profile's row of the tab table: profiles read from and saved to the store, posts read from
/// the item store, and the Compose flow the App hands it.
@MainActor
@Suite("Profile tab")
struct ProfileTabTests {
  let environment = AppEnvironment.demo()
  let recorder = ContextRecorder()

  @Test("shows the signed-in user's stored profile, and an edit is saved to the store")
  func savesEdits() async throws {
    let profile = try #require(
      AppTab.profile.make(try await recorder.context(environment: environment)) as? ProfileCoordinator)
    await profile.settled()
    #expect(profile.visibleScreen?.render().title == "Demo User")
    try await profile.open(["edit"])
    try perform("name", "Demo Renamed", on: profile)
    try perform("bio", on: profile)
    try perform("save", on: profile)
    await profile.settled()
    #expect(try await environment.stores.profiles.profile(demoSession.userID)?.displayName == "Demo Renamed")
    #expect(profile.visibleScreen?.render().title == "Demo Renamed")
  }

  @Test("compose on your own page is Compose's flow; what it publishes shows in your posts")
  func composes() async throws {
    let profile = try #require(
      AppTab.profile.make(try await recorder.context(environment: environment)) as? ProfileCoordinator)
    await profile.settled()
    let before = try await environment.stores.items.items(by: demoSession.userID)
    try perform("compose", on: profile)
    #expect(profile.stack.destinations.last?.coordinator is ComposeCoordinator)
    try await performAndSettle("cancel", on: profile)
    try await publishThroughCompose("From my page", "Hello", on: profile)
    let posts = try await environment.stores.items.items(by: demoSession.userID)
    #expect(posts.count == before.count + 1)
    let published = try #require(posts.first)
    #expect(published.title == "From my page")
    expectStack(of: profile, [.me])
    let page = try #require(profile.visibleScreen).render()
    #expect(page.lines.contains("  #\(published.id)  From my page"))
    #expect(page.notices.compactMap(\.message) == ["Published #\(published.id)."])
  }

  @Test("alone, Profile's compose is Compose's flow publishing into the preview's posts")
  func previewComposes() async throws {
    let profile = try await previewAfterComposing(.profile, "Mine", "x")
    #expect(profile.visibleScreen?.render().lines.suffix(2) == ["Your posts:", "  #1  Mine"])
  }

  @Test("saving the profile of a session whose account is gone is refused, stores nothing, and ends the session")
  func savingForAGoneAccount() async throws {
    let dependencies = ProfileCoordinator.Dependencies.live(try await recorder.context(environment: environment))
    try await environment.stores.replaceDemoAccount()
    var profile = try #require(try await dependencies.profile(demoSession.userID))
    let stored = profile
    profile.bio = "For the old account"
    await #expect(throws: SessionEndedError()) { try await dependencies.save(profile) }
    #expect(try await environment.stores.profiles.profile(demoSession.userID) == stored)
    #expect(recorder.ends == [.endedElsewhere])
  }

  @Test("a session that ended elsewhere leaves the edit sheet with its changes: the guard is told, nothing is asked")
  func sessionEndsWhileEditing() async throws {
    let app = AppCoordinator(environment: environment, tabs: [.profile])
    try await app.signInAsDemo()
    try await performAndSettle("edit", on: app)
    try await performAndSettle("name", "Someone Else", on: app)
    try await performAndSettle("bio", on: app)
    try await environment.stores.replaceDemoAccount()
    _ = try? await performAndSettle("save", on: app)
    await app.settledWithAppWork()
    #expect(app.visibleTitle == "Sign in")
    #expect(app.session == nil)
  }

  @Test("with a simulated network the page shows Loading… until the store answers")
  func latency() async throws {
    let slow = AppEnvironment(stores: environment.stores, latency: .milliseconds(20))
    let profile = try #require(
      AppTab.profile.make(try await recorder.context(environment: slow)) as? ProfileCoordinator)
    #expect(profile.visibleScreen?.render().lines == ["Loading…"])
    await profile.settled()
    #expect(profile.visibleScreen?.render().title == "Demo User")
  }
}

extension FailingCall {
  /// Profile's `.failing`, for ``FailingCallTests``: showing the user's page reads the profile and its posts.
  static let profile = FailingCall("ProfileCoordinator.Dependencies.profile", "ProfileCoordinator.Dependencies.posts") {
    await show(ProfileCoordinator(session: demoSession, dependencies: .failing))
  }
}
