import FeatureFlagsClient
import FeatureFlagsClientTesting
import Profile
import ProfileTesting
@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import SharedModels
import Testing

/// `compose` on your own page presents the flow the App hands in (here a ``StandInFlow``, since
/// Profile can't import Compose): the item it returns reloads your posts, nil changes nothing,
/// and a sheet closed by `back` is heard once. It is offered only while the `compose` flag is on.
@MainActor
@Suite("Profile compose", .timeLimit(.minutes(1)))
struct ProfileComposeTests {
  typealias Meta = ProfileCoordinator.Destinations.Meta

  let posts = ControlledDependency<UserID, [Item]>("ProfileCoordinator.Dependencies.posts")
  static let older = Item(id: ItemID(2), title: "Second", body: "Two", author: UserID("ada"))

  /// Profile signed in as ada on its loaded page, with one post; posts are answered by hand
  /// and compose is a stand-in returning ``ProfileFixtures/published``; `featureFlags` at
  /// their defaults unless given.
  func makeLoadedProfile(featureFlags: FeatureFlags? = nil) async throws -> ProfileCoordinator {
    var dependencies = ProfileCoordinator.Dependencies.browsing
    if let featureFlags { dependencies.featureFlags = featureFlags }
    dependencies.posts = posts.closure
    dependencies.compose = { StandInFlow("Compose", returning: ProfileFixtures.published) }
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: dependencies)
    _ = profile.visibleScreen
    try await posts.nextCall().answer(with: [Self.older])
    await profile.settled()
    #expect(profile.visibleScreen?.render().postLines == ["  #2  Second"])
    return profile
  }

  @Test("your own page lists your posts and offers compose; another user's page offers neither")
  func onlyYourOwnPage() async throws {
    let profile = try await makeLoadedProfile()
    #expect(profile.visibleScreen?.render().action(named: "compose") != nil)
    try perform("user", "bob", on: profile)
    await profile.settled()
    let bob = try requireVisibleScreen(of: profile, Meta.user, title: "Bob")
    #expect(bob.render().action(named: "compose") == nil)
    #expect(bob.render().postLines == [])
    posts.expectNoPendingCalls()
  }

  @Test("your own page offers compose only while the flag is on, following each change at its next render")
  func followsTheFlag() async throws {
    let flags = FeatureFlags(client: .answering([:]), overriding: [.compose: false])
    let profile = try await makeLoadedProfile(featureFlags: flags)
    let page = try requireVisibleScreen(of: profile, Meta.me, title: "Ada")
    #expect(page.render().action(named: "compose") == nil)
    #expect(page.render().action(named: "edit") != nil, "the page itself is unchanged")
    try await flags.set(.compose, on: true)
    #expect(page.render().action(named: "compose") != nil)
    try await flags.set(.compose, on: false)
    #expect(page.render().action(named: "compose") == nil)
  }

  @Test("the item compose returns reloads your posts and is confirmed once")
  func resultReloadsPosts() async throws {
    let profile = try await makeLoadedProfile()
    try perform("compose", on: profile)
    expectStack(of: profile, [.me, .compose])
    expectStackPresentations(of: profile, [.sheet])
    expectVisibleScreen(of: profile, title: "Compose")
    try perform("finish", on: profile)
    expectStack(of: profile, [.me])
    #expect(profile.visibleScreen?.render().postLines == ["  Loading…"])
    let reload = try await posts.nextCall()
    #expect(reload.input == UserID("ada"))
    reload.answer(with: [ProfileFixtures.published, Self.older])
    await profile.settled()
    let page = try requireVisibleScreen(of: profile, Meta.me, title: "Ada")
    #expect(page.render().postLines == ["  #7  Seventh", "  #2  Second"])
    #expect(page.render().notices.compactMap { $0.take() } == ["Published #7."])
    #expect(page.render().notices.compactMap(\.message) == [])
  }

  @Test(
    "a compose closed without a result (cancel, back) reloads nothing and is released", arguments: ["cancel", "back"])
  func noResultChangesNothing(close: String) async throws {
    let profile = try await makeLoadedProfile()
    try expectReleased { tracker in
      try perform("compose", on: profile)
      tracker.trackTree(of: try #require(profile.visibleScreen).context.owner)
      if close == "back" { profile.goBack() } else { try perform("cancel", on: profile) }
    }
    await profile.settled()
    expectStack(of: profile, [.me])
    #expect(profile.visibleScreen?.render().postLines == ["  #2  Second"])
    #expect(profile.visibleScreen?.render().notices.compactMap(\.message) == [])
    posts.expectNoPendingCalls()
  }

  @Test("the compose link opens the sheet over your own page; the path names the sheet")
  func link() async throws {
    let profile = try await makeLoadedProfile()
    try perform("user", "bob", on: profile)
    try await profile.open(["compose"])
    expectStack(of: profile, [.me, .compose])
    expectVisibleScreen(of: profile, title: "Compose")
    #expect(profile.currentPath == ["compose"])
  }

  @Test("posts that can't be read say why under the profile, and retry reads them again")
  func postsRetry() async throws {
    var dependencies = ProfileCoordinator.Dependencies.browsing
    dependencies.posts = posts.closure
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: dependencies)
    _ = profile.visibleScreen
    try await posts.nextCall().fail(with: ReadFailure())
    await profile.settled()
    let page = try requireVisibleScreen(of: profile, Meta.me, title: "Ada")
    #expect(page.render().postLines == ["  \(ReadFailure().description)"])
    #expect(page.render().action(named: "retry") != nil)
    #expect(page.render().action(named: "edit") != nil, "the profile loaded, so it can be edited")
    try perform("retry", on: profile)
    try await posts.nextCall().answer(with: [])
    await profile.settled()
    #expect(profile.visibleScreen?.render().postLines == ["  None yet."])
  }
}
