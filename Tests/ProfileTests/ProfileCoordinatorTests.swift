import Profile
import ProfileTesting
@_spi(Inspection) import Scaffolding
import ScaffoldingTesting
import SharedModels
import Testing

/// Profile driven headlessly, signed in as ada: browsing reads the fixture profiles, and each
/// test sets the closures it expects Profile to call on top of the failing ones. Reads and
/// saves the test answers by hand show each page loading, loaded, failed and cancelled.
@MainActor
@Suite("ProfileCoordinator")
struct ProfileCoordinatorTests {
  typealias Meta = ProfileCoordinator.Destinations.Meta

  /// Profile signed in as ada, showing its own page, reading through `reads` (so the page is
  /// loading), saving nothing.
  func makeProfile(reading reads: ControlledDependency<UserID, UserProfile?>) -> ProfileCoordinator {
    var dependencies = ProfileCoordinator.Dependencies.failing
    dependencies.profile = reads.closure
    dependencies.posts = { _ in [] }
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: dependencies)
    _ = profile.visibleScreen
    return profile
  }

  /// Profile signed in as ada, reading the fixture profiles, on the review step of an edit to
  /// "Ada L." and "New", saving through `saves`.
  func makeReview(saving saves: ControlledDependency<UserProfile, Void>) async throws -> ProfileCoordinator {
    var dependencies = ProfileCoordinator.Dependencies.browsing
    dependencies.save = saves.closure
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: dependencies)
    await profile.settled()
    try perform("edit", on: profile)
    try perform("name", "Ada L.", on: profile)
    try perform("bio", "New", on: profile)
    return profile
  }

  /// Checks the visible page's title and lines (without your posts), that it offers each of
  /// `offering` and none of `notOffering`, recording a mismatch at the caller's line. Other
  /// actions are not this test's business.
  func expectPage(
    of profile: ProfileCoordinator, title: String, lines: [String], offering: [String] = [],
    notOffering: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let body = profile.visibleScreen?.render()
    #expect(body?.title == title, sourceLocation: sourceLocation)
    #expect(body?.profileLines == lines, sourceLocation: sourceLocation)
    for name in offering { #expect(body?.action(named: name) != nil, "offers \(name)", sourceLocation: sourceLocation) }
    for name in notOffering {
      #expect(body?.action(named: name) == nil, "doesn't offer \(name)", sourceLocation: sourceLocation)
    }
  }

  @Test("the user's own profile shows Loading… until it loads, then the profile, editable")
  func showsOwnProfile() async throws {
    let reads = ProfileFixtures.controlledReads()
    let profile = makeProfile(reading: reads)
    expectPage(
      of: profile, title: "Profile", lines: ["Loading…"], offering: ["user", "compose"], notOffering: ["edit", "retry"])
    let call = try await reads.nextCall()
    #expect(call.input == UserID("ada"))
    call.answer(with: ProfileFixtures.ada)
    await profile.settled()
    expectPage(
      of: profile, title: "Ada", lines: ["@ada", "Engines."], offering: ["user", "edit", "compose"],
      notOffering: ["retry"])
    #expect(profile.visibleScreen?.render().postLines == ["  None yet."])
    reads.expectNoPendingCalls()
  }

  @Test("a profile that can't be read shows why and offers retry, which loads it again")
  func failureAndRetry() async throws {
    let reads = ProfileFixtures.controlledReads()
    let profile = makeProfile(reading: reads)
    try await reads.nextCall().fail(with: ReadFailure())
    await profile.settled()
    expectPage(
      of: profile, title: "Profile", lines: [ReadFailure().description], offering: ["user", "retry", "compose"],
      notOffering: ["edit"])
    try perform("retry", on: profile)
    expectPage(of: profile, title: "Profile", lines: ["Loading…"], notOffering: ["retry", "edit"])
    try await reads.nextCall().answer(with: ProfileFixtures.ada)
    await profile.settled()
    expectVisibleScreen(of: profile, Meta.me, title: "Ada")
  }

  @Test("each pushed page loads on its own, and popping one cancels only its load")
  func pagesLoadOnTheirOwn() async throws {
    let reads = ProfileFixtures.controlledReads()
    let profile = makeProfile(reading: reads)
    try await reads.nextCall().answer(with: ProfileFixtures.ada)
    try perform("user", "bob", on: profile)
    let bob = try await reads.nextCall()
    try perform("user", "cy", on: profile)
    let cy = try await reads.nextCall()
    #expect([bob.input, cy.input] == [UserID("bob"), UserID("cy")])
    expectStack(of: profile, [.me, .user, .user])
    expectVisibleScreen(of: profile, Meta.user, title: "Profile")
    profile.pop()
    #expect(cy.isCancelled)
    #expect(bob.isPending)
    bob.answer(with: ProfileFixtures.bob)
    await profile.settled()
    expectVisibleScreen(of: profile, Meta.user)
    expectPage(
      of: profile, title: "Bob", lines: ["@bob", "Builds."], offering: ["user"], notOffering: ["edit", "compose"])
    reads.expectNoPendingCalls()
  }

  @Test("another user's page says so when there is no such user")
  func unknownUser() async throws {
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: .browsing)
    try perform("user", "eve", on: profile)
    await profile.settled()
    expectVisibleScreen(of: profile, Meta.user)
    expectPage(
      of: profile, title: "Profile", lines: ["There is no user 'eve'."], offering: ["user"],
      notOffering: ["edit", "compose", "retry"])
  }

  @Test("naming yourself goes back to your own profile, the root, so where reports what open takes")
  func namingYourself() async throws {
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: .browsing)
    try perform("user", "bob", on: profile)
    try perform("user", "ada", on: profile)
    expectStack(of: profile, [.me])
    #expect(profile.currentPath == [])
    await profile.settled()
    expectVisibleScreen(of: profile, Meta.me, title: "Ada")
  }

  @Test(
    "edit saves as an async action of the review step: Saving…, then the sheet closes, the profile reloads and confirms"
  )
  func editSaves() async throws {
    let saves = ProfileFixtures.controlledSaves()
    let store = ProfileCoordinator.Dependencies.preview(profiles: [ProfileFixtures.ada, ProfileFixtures.bob])
    var dependencies = store
    dependencies.save = { profile in
      try await saves(profile)
      try await store.save(profile)
    }
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: dependencies)
    await profile.settled()
    try perform("edit", on: profile)
    expectStackPresentations(of: profile, [.sheet])
    try perform("name", "Ada L.", on: profile)
    try perform("bio", on: profile)
    let review = try requireVisibleScreen(of: profile, title: "Edit profile: review")
    #expect(review.render().action(named: "save") != nil)
    try perform("save", on: profile)
    #expect(review.render().lines.suffix(2) == ["Bio: Engines.", "Saving…"])
    #expect(review.render().action(named: "save") == nil)
    #expect(review.render().action(named: "cancel") != nil)
    let call = try await saves.nextCall()
    #expect(call.input == UserProfile(userID: UserID("ada"), displayName: "Ada L.", bio: "Engines."))
    call.answer(with: ())
    await profile.settled()
    expectStack(of: profile, [.me])
    let me = try requireVisibleScreen(of: profile, Meta.me, title: "Ada L.")
    #expect(me.render().notices.compactMap { $0.take() } == ["Saved your profile, Ada L.."])
    // Shown once: cancelling a later edit lands on the profile without it.
    try perform("edit", on: profile)
    try perform("cancel", on: profile)
    let later = try requireVisibleScreen(of: profile, Meta.me)
    #expect(later.render().notices.compactMap(\.message).isEmpty)
    saves.expectNoPendingCalls()
  }

  @Test("a refused save is the action's error, the review step stays with the draft, and saving again closes the sheet")
  func refusedSave() async throws {
    let saves = ProfileFixtures.controlledSaves()
    let profile = try await makeReview(saving: saves)
    let run = try perform("save", on: profile)
    #expect(profile.visibleScreen?.render().lines.last == "Saving…")
    try await saves.nextCall().fail(with: SaveRefused())
    await #expect(throws: SaveRefused.self) { try await run?.value }
    await profile.settled()
    #expect(saves.callCount == 1, "a refused save is not tried again on its own")
    let review = try requireVisibleScreen(of: profile, title: "Edit profile: review")
    #expect(review.render().lines.suffix(2) == ["Name: Ada L.", "Bio: New"])
    #expect(review.render().action(named: "save") != nil)
    expectStackPresentations(of: profile, [.sheet])
    try perform("save", on: profile)
    try await saves.nextCall().answer(with: ())
    await profile.settled()
    expectStack(of: profile, [.me])
  }

  @Test("a save kept from before is refused while one runs, and the profile is saved once")
  func saveTwiceIsRefused() async throws {
    let saves = ProfileFixtures.controlledSaves()
    let profile = try await makeReview(saving: saves)
    let kept = try #require(profile.visibleScreen?.render().action(named: "save"))
    let run = try kept.perform([])
    #expect(profile.visibleScreen?.render().action(named: "save") == nil)
    #expect(throws: ScreenActionError("'save' is already running; wait for it to finish")) { try kept.perform([]) }
    try await saves.nextCall().answer(with: ())
    try await run?.value
    expectStack(of: profile, [.me])
    #expect(saves.callCount == 1)
  }

  @Test("a save kept from a review step that has since been left is refused, and saves nothing")
  func saveFromALeftStepIsRefused() async throws {
    let saves = ProfileFixtures.controlledSaves()
    let profile = try await makeReview(saving: saves)
    let kept = try #require(profile.visibleScreen?.render().action(named: "save"))
    profile.goBack()
    expectVisibleScreen(of: profile, title: "Edit profile: bio")
    #expect(throws: ScreenActionError("'save' is no longer available: the screen that offered it has closed")) {
      try kept.perform([])
    }
    #expect(saves.callCount == 0)
    expectStackPresentations(of: profile, [.sheet])
  }

  @Test("cancelling the edit while it saves, changes discarded, stops the save and confirms nothing")
  func cancelWhileSaving() async throws {
    let saves = ProfileFixtures.controlledSaves()
    let profile = try await makeReview(saving: saves)
    try perform("save", on: profile)
    let call = try await saves.nextCall()
    try perform("cancel", on: profile)
    try perform("discard", on: profile)
    #expect(call.isCancelled)
    await profile.settled()
    expectStack(of: profile, [.me])
    let me = try requireVisibleScreen(of: profile, Meta.me, title: "Ada")
    #expect(me.render().notices.compactMap(\.message).isEmpty)
  }

  @Test(
    "a save that reaches the store after the edit was cancelled (a store that ignores cancellation) shows on the page",
    .timeLimit(.minutes(1)))
  func lateSaveShows() async throws {
    let saves = ProfileFixtures.controlledSaves()
    let reads = ProfileFixtures.controlledReads()
    var dependencies = ProfileCoordinator.Dependencies.browsing
    dependencies.profile = reads.closure
    // Not cancelled with the review step's task: the store answers whatever happens to the sheet.
    dependencies.save = { profile in try await Task { try await saves(profile) }.value }
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: dependencies)
    _ = profile.visibleScreen
    try await reads.nextCall().answer(with: ProfileFixtures.ada)
    await profile.settled()
    try perform("edit", on: profile)
    try perform("name", "Ada L.", on: profile)
    try perform("bio", on: profile)
    let run = try perform("save", on: profile)
    let call = try await saves.nextCall()
    try perform("cancel", on: profile)
    try perform("discard", on: profile)
    try await run?.value
    expectPage(of: profile, title: "Ada", lines: ["@ada", "Engines."])
    call.answer(with: ())
    // The rest of the save runs after the sheet has gone: the page reloads what was saved.
    let reload = try await reads.nextCall()
    #expect(reload.input == UserID("ada"))
    reload.answer(with: UserProfile(userID: UserID("ada"), displayName: "Ada L.", bio: "Engines."))
    await profile.settled()
    expectStack(of: profile, [.me])
    let me = try requireVisibleScreen(of: profile, Meta.me, title: "Ada L.")
    #expect(me.render().notices.compactMap { $0.take() } == ["Saved your profile, Ada L.."])
  }

  @Test("cancelling the edit at any step changes nothing and releases the sub-flow")
  func editCancels() async throws {
    // Saving stays failing: a cancelled edit that reached it would fail the test.
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: .browsing)
    await profile.settled()
    try expectReleased { tracker in
      try perform("edit", on: profile)
      tracker.trackTree(of: try #require(profile.visibleScreen).context.owner)
      try perform("name", "Someone Else", on: profile)
      try perform("cancel", on: profile)
      try perform("discard", on: profile)
    }
    expectStack(of: profile, [.me])
    let me = try requireVisibleScreen(of: profile, Meta.me, title: "Ada")
    #expect(me.render().profileLines == ["@ada", "Engines."])
  }

  @Test("with a changed name or bio, every way out but saving asks first; keep stays where the user was")
  func unsavedChangesAsk() async throws {
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: .browsing)
    await profile.settled()
    try perform("edit", on: profile)
    try perform("name", "Someone Else", on: profile)
    for leave in ["cancel", "back-to-name"] {
      if leave == "cancel" { try perform("cancel", on: profile) } else { profile.pop() }
      expectVisibleScreen(of: profile, title: "Discard your changes?")
      try perform("keep", on: profile)
      expectVisibleScreen(of: profile, title: "Edit profile: bio")
    }
    profile.goBack()  // to the name step: inside the sheet, not a way out of it
    profile.goBack()
    expectVisibleScreen(of: profile, title: "Discard your changes?")
  }

  @Test("with nothing changed, leaving the edit asks nothing")
  func noChangesAskNothing() async throws {
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: .browsing)
    await profile.settled()
    try perform("edit", on: profile)
    try perform("name", on: profile)
    try perform("cancel", on: profile)
    expectStack(of: profile, [.me])
  }

  @Test("an empty name is refused and the name step stays")
  func refusesEmptyName() async throws {
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: .browsing)
    await profile.settled()
    try perform("edit", on: profile)
    #expect(throws: ScreenActionError("the name can't be empty")) { try perform("name", " ", on: profile) }
    expectVisibleScreen(of: profile, title: "Edit profile: name")
  }

  @Test("a user with no profile yet is told so, and edits one under the session's name")
  func noProfileYet() async throws {
    var dependencies = ProfileCoordinator.Dependencies.failing
    dependencies.profile = { _ in nil }
    dependencies.posts = { _ in [] }
    let profile = ProfileCoordinator(session: ProfileFixtures.session, dependencies: dependencies)
    await profile.settled()
    let me = try requireVisibleScreen(of: profile, Meta.me, title: "Profile")
    #expect(me.render().profileLines == ["You have no profile yet."])
    try perform("edit", on: profile)
    let name = try requireVisibleScreen(of: profile, title: "Edit profile: name")
    #expect(name.render().lines == ["Step 1 of 3. Name now: Ada"])
  }
}
