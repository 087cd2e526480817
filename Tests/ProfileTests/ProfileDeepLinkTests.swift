import Profile
@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import SharedModels
import Testing

/// Profile's links: `user/<id>` pairs push those profiles in order (never the user's own, which
/// is the root) and read back the same, `edit` opens the sheet; malformed paths and unknown
/// users are refused and change nothing.
@MainActor
@Suite("Profile deep links")
struct ProfileDeepLinkTests {
  /// Profile signed in as ada, reading ada, bob and cy, saving nothing.
  func makeProfile() -> ProfileCoordinator {
    ProfileCoordinator(session: ProfileFixtures.session, dependencies: .browsing)
  }

  @Test("a new flow is at the user's own profile, which the empty path leads back to")
  func emptyPath() async throws {
    let profile = makeProfile()
    #expect(profile.currentPath == [])
    profile.route(to: .user(UserID("bob")))
    try await profile.open([])
    await profile.settled()
    expectStack(of: profile, [.me])
    expectVisibleScreen(of: profile, ProfileCoordinator.Destinations.Meta.me, title: "Ada")
    #expect(profile.currentPath == [])
  }

  @Test("user pairs push those profiles in order, replacing what was pushed, and read back the same")
  func users() async throws {
    let profile = makeProfile()
    profile.route(to: .user(UserID("cy")))
    try await profile.open(["user", "bob", "user", "cy"])
    await profile.settled()
    expectStack(of: profile, [.me, .user, .user])
    expectVisibleScreen(of: profile, ProfileCoordinator.Destinations.Meta.user, title: "Cy")
    #expect(profile.currentPath == ["user", "bob", "user", "cy"])
    profile.goBack()
    // Bob's page was covered by the link, so it loads once uncovered.
    await profile.settled()
    expectVisibleScreen(of: profile, title: "Bob")
    #expect(profile.currentPath == ["user", "bob"])
  }

  @Test("the path read back opens the same stack in a new flow")
  func roundTrip() async throws {
    let profile = makeProfile()
    try perform("user", "cy", on: profile)
    try perform("user", "bob", on: profile)
    let restored = makeProfile()
    try await restored.open(profile.currentPath)
    await restored.settled()
    expectStack(of: restored, [.me, .user, .user])
    expectVisibleScreen(of: restored, title: "Bob")
    #expect(restored.currentPath == ["user", "cy", "user", "bob"])
  }

  @Test("the user's own id is not pushed: it goes back to the root, as tapping it does")
  func ownUser() async throws {
    let profile = makeProfile()
    profile.route(to: .user(UserID("bob")))
    try await profile.open(["user", "ada"])
    await profile.settled()
    expectStack(of: profile, [.me])
    expectVisibleScreen(of: profile, ProfileCoordinator.Destinations.Meta.me, title: "Ada")
    #expect(profile.currentPath == [])
    // Bob's page, then your own: back to the root, not Bob's page with a step dropped.
    try await profile.open(["user", "bob", "user", "ada"])
    await profile.settled()
    expectStack(of: profile, [.me])
    #expect(profile.currentPath == [])
    try await profile.open(["user", "bob", "user", "ada", "user", "cy"])
    await profile.settled()
    expectStack(of: profile, [.me, .user])
    #expect(profile.currentPath == ["user", "cy"])
  }

  @Test("edit opens the sheet over the user's own profile; the path names the sheet")
  func edit() async throws {
    let profile = makeProfile()
    profile.route(to: .user(UserID("bob")))
    try await profile.open(["edit"])
    await profile.settled()
    expectStack(of: profile, [.me, .edit])
    expectStackPresentations(of: profile, [.sheet])
    let name = try requireVisibleScreen(of: profile, title: "Edit profile: name")
    #expect(name.render().lines == ["Step 1 of 3. Name now: Ada"])
    #expect(profile.currentPath == ["edit"])
  }

  @Test(
    "malformed paths and unknown users are refused with Profile's message, changing nothing",
    arguments: [
      (["user"], "the link ends without a value after 'user'"),
      (["friend", "bob"], "expected 'user', found 'friend'"),
      (["edit", "now"], "expected 'user', found 'edit'"),
      (["user", "eve"], "there is no user 'eve'"),
      (["user", "cy", "user", "eve"], "there is no user 'eve'"),
    ] as [(DeepLinkPath, String)])
  func refusesBadPaths(path: DeepLinkPath, message: String) async throws {
    let profile = makeProfile()
    profile.route(to: .user(UserID("bob")))
    await #expect(throws: DeepLinkError(message)) { try await profile.open(path) }
    await profile.settled()
    expectStack(of: profile, [.me, .user])
    expectVisibleScreen(of: profile, title: "Bob")
    #expect(profile.currentPath == ["user", "bob"])
  }

  @Test("edit opens the sheet at once, whose first step waits for your profile to load and starts from it")
  func editWaitsForTheProfile() async throws {
    let reads = ProfileFixtures.controlledReads()
    var dependencies = ProfileCoordinator.Dependencies.failing
    dependencies.profile = reads.closure
    dependencies.posts = { _ in [] }
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: dependencies)
    try await profile.open(["edit"])
    expectStack(of: profile, [.me, .edit])
    let call = try await reads.nextCall()
    expectVisibleScreen(of: profile, title: "Edit profile: name")
    #expect(profile.visibleScreen?.render().lines == ["Loading…"])
    call.answer(with: ProfileFixtures.ada)
    await profile.settled()
    #expect(profile.visibleScreen?.render().lines == ["Step 1 of 3. Name now: Ada"])
  }

  @Test("a user that can't be read refuses the link with the read's sentence, changing nothing")
  func unreadableUser() async throws {
    var dependencies = ProfileCoordinator.Dependencies.browsing
    dependencies.profile = { id in
      guard id == ProfileFixtures.ada.userID else { throw ReadFailure() }
      return ProfileFixtures.ada
    }
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: dependencies)
    await #expect(throws: DeepLinkError(ReadFailure().description)) { try await profile.open(["user", "bob"]) }
    expectStack(of: profile, [.me])
  }

  @Test("it suggests the edit and compose sheets, which open")
  func suggestions() async throws {
    let profile = makeProfile()
    #expect(profile.suggestedPaths == [["edit"], ["compose"]])
    for path in profile.suggestedPaths { try await makeProfile().open(path) }
  }

  @Test("every place the screens reach is one its link reopens, naming yourself included")
  func everyPlaceRoundTrips() async {
    let places = await expectEveryPlaceRoundTrips(makeProfile, samples: ["username": ["bob", "cy", "ada"]])
    #expect(places > 10)
  }

  @Test("the edit sheet's leave question hears every way out the screens offer")
  func guardsHold() async {
    let saving = ProfileCoordinator.Dependencies.preview(
      profiles: [ProfileFixtures.ada, ProfileFixtures.bob, ProfileFixtures.cy])
    let places = await expectGuardsHold(
      under: [()], { _ in ProfileCoordinator(session: ProfileFixtures.session, dependencies: saving) },
      samples: ["username": ["bob"]], depth: 4)
    #expect(places > 10)
  }

  /// Profile signed in as ada, rooted at bob's page, as another feature pushes it for an author.
  func makeBobsPage() -> ProfileCoordinator {
    ProfileCoordinator(session: ProfileFixtures.session, showing: UserID("bob"), dependencies: .browsing)
  }

  @Test(
    "showing another user, the root is that user's page: naming them leads back to it, naming yourself pushes yours")
  func anotherUsersRoot() async throws {
    let profile = makeBobsPage()
    _ = profile.visibleScreen
    await profile.settled()
    expectStack(of: profile, [.user])
    expectVisibleScreen(of: profile, ProfileCoordinator.Destinations.Meta.user, title: "Bob")
    #expect(profile.visibleScreen?.render().offersNoneOf(["edit", "compose", "retry"]) == true)
    #expect(profile.currentPath == [])
    try perform("user", "ada", on: profile)
    await profile.settled()
    expectStack(of: profile, [.user, .user])
    expectVisibleScreen(of: profile, ProfileCoordinator.Destinations.Meta.user, title: "Ada")
    #expect(profile.visibleScreen?.render().offersNoneOf(["edit", "compose", "retry"]) == true)
    #expect(profile.currentPath == ["user", "ada"])
    try perform("user", "bob", on: profile)
    expectStack(of: profile, [.user])
    try await profile.open(["user", "bob", "user", "cy"])
    expectStack(of: profile, [.user, .user])
    #expect(profile.currentPath == ["user", "cy"])
  }

  @Test("showing yourself, the root is your own page, as in the tab")
  func yourOwnRoot() async {
    let profile = ProfileCoordinator(session: ProfileFixtures.session, showing: UserID("ada"), dependencies: .browsing)
    expectStack(of: profile, [.me])
  }

  @Test("showing another user, the sheets of your own page are refused by a link", arguments: ["edit", "compose"])
  func sheetsNeedYourOwnRoot(sheet: String) async {
    let profile = makeBobsPage()
    await #expect(throws: DeepLinkError("'\(sheet)' opens over your own profile, not bob's")) {
      try await profile.open([sheet])
    }
    expectStack(of: profile, [.user])
  }

  @Test("showing another user, every place the screens reach is one its link reopens")
  func anotherUsersRootRoundTrips() async {
    let places = await expectEveryPlaceRoundTrips(makeBobsPage, samples: ["username": ["bob", "cy", "ada"]])
    #expect(places > 10)
  }
}
