@_spi(Inspection) import Scaffolding
@_spi(Inspection) import ScaffoldingTesting
import Settings
import SettingsTesting
import SharedModels
import Testing

/// Settings driven headlessly, signed in as ada: each test sets the closures it expects
/// Settings to call on top of the failing ones.
@MainActor
@Suite("SettingsCoordinator")
struct SettingsCoordinatorTests {
  /// Failing dependencies that read the default preferences, signed in lately (the account
  /// page asks for no password).
  static var reading: SettingsCoordinator.Dependencies {
    var dependencies = SettingsCoordinator.Dependencies.failing
    dependencies.preferences = { UserPreferences() }
    dependencies.signInIsRecent = { true }
    return dependencies
  }

  /// ``reading``, with deletions the test answers through `delete`.
  static func reading(deletingWith delete: ControlledDependency<Void, Void>) -> SettingsCoordinator.Dependencies {
    var dependencies = reading
    dependencies.deleteAccount = { try await delete() }
    return dependencies
  }

  @Test("the list pushes appearance, notifications, features and account")
  func pages() async throws {
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: Self.reading) { _ in
      Issue.record("Settings reported an outcome")
    }
    let pages = [
      ("appearance", "Appearance"), ("notifications", "Notifications"), ("features", "Features"),
      ("account", "Account"),
    ]
    for (page, title) in pages {
      try perform(page, on: settings)
      expectVisibleScreen(of: settings, title: title)
      settings.pop()
    }
    try perform("account", on: settings)
    expectStack(of: settings, [.list, .account])
    await settings.settled()
  }

  @Test("without a recent sign-in, account asks the password first: a wrong one stays, a right one goes on")
  func passwordAgain() async throws {
    let recent = PreviewStore(false)
    var dependencies = Self.reading
    dependencies.signInIsRecent = { await recent.with { $0 } }
    dependencies.confirmPassword = { password in
      guard password == "right" else { throw ScreenActionError("that is not your password") }
      await recent.with { $0 = true }
    }
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: dependencies) { _ in
      Issue.record("Settings reported an outcome")
    }
    try perform("account", on: settings)
    await settings.settled()
    expectVisibleScreen(of: settings, title: "Confirm your password")
    await #expect(throws: ScreenActionError("that is not your password")) {
      try await perform("confirm", "wrong", on: settings)?.value
    }
    await settings.settled()
    expectVisibleScreen(of: settings, title: "Confirm your password")
    try await perform("confirm", "right", on: settings)?.value
    await settings.settled()
    expectStack(of: settings, [.list, .account])
  }

  @Test("appearance and notifications save the changed preferences, refusing bad values")
  func changesPreferences() async throws {
    let save = ControlledDependency<UserPreferences, Void>("SettingsCoordinator.Dependencies.savePreferences")
    var dependencies = Self.reading
    dependencies.savePreferences = save.closure
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: dependencies) { _ in
      Issue.record("Settings reported an outcome")
    }
    try perform("appearance", on: settings)
    await settings.settled()
    #expect(throws: ScreenActionError("no appearance 'blue'; choose one of: system, light, dark")) {
      try perform("set", "blue", on: settings)
    }
    try perform("set", "dark", on: settings)
    try await save.nextCall().answer(with: ())
    await settings.settled()
    settings.pop()
    try perform("notifications", on: settings)
    #expect(throws: ScreenActionError("say 'on' or 'off', not 'maybe'")) { try perform("set", "maybe", on: settings) }
    try perform("set", "off", on: settings)
    try await save.nextCall().answer(with: ())
    await settings.settled()
    #expect(
      save.calls.map(\.input) == [
        UserPreferences(appearance: .dark), UserPreferences(appearance: .dark, notificationsEnabled: false),
      ])
  }

  @Test("sign-out reports .signedOut exactly once")
  func signOut() async throws {
    var outcomes: [SettingsCoordinator.Outcome] = []
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: Self.reading) {
      outcomes.append($0)
    }
    try perform("account", on: settings)
    try perform("sign-out", on: settings)
    #expect(outcomes == [.signedOut])
    await settings.settled()
  }

  @Test(
    "delete-account is a full-screen cover whose confirmation deletes: a wrong username and a refused deletion are confirm's error, the step stays; success closes the cover, then reports"
  )
  func deleteAccount() async throws {
    let delete = ControlledDependency<Void, Void>("SettingsCoordinator.Dependencies.deleteAccount")
    let dependencies = Self.reading(deletingWith: delete)
    var outcomes: [SettingsCoordinator.Outcome] = []
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: dependencies) {
      outcomes.append($0)
    }
    settings.route(to: .account)
    try perform("delete-account", on: settings)
    expectStackPresentations(of: settings, [.push, .fullScreenCover])
    try perform("continue", on: settings)
    #expect(throws: ScreenActionError("type your username 'ada' exactly to confirm; nothing was deleted")) {
      try perform("confirm", "bob", on: settings)
    }
    #expect(delete.callCount == 0)
    let refusedRun = try perform("confirm", "ada", on: settings)
    let refused = try await delete.nextCall()
    #expect(SettingsFixtures.lines(of: settings).last == "Deleting the account…")
    #expect(!SettingsFixtures.actions(of: settings).contains("confirm"))
    #expect(SettingsFixtures.actions(of: settings).contains("cancel"))
    refused.fail(with: DiskFailure())
    await #expect(throws: DiskFailure.self) { try await refusedRun?.value }
    #expect(delete.callCount == 1, "a refused deletion is not tried again by itself")
    expectVisibleScreen(of: settings, title: "Confirm deletion")
    #expect(SettingsFixtures.lines(of: settings) == ["Type your username to delete the account."])
    #expect(SettingsFixtures.actions(of: settings).contains("confirm"))
    #expect(outcomes.isEmpty)
    let run = try perform("confirm", "ada", on: settings)
    try await delete.nextCall().answer(with: ())
    try await run?.value
    #expect(outcomes == [.accountDeleted])
    expectStack(of: settings, [.list, .account])
  }

  @Test("confirm tapped again while deleting (on the step as drawn before) is refused; one deletion")
  func confirmTwiceRefused() async throws {
    let delete = ControlledDependency<Void, Void>("SettingsCoordinator.Dependencies.deleteAccount")
    var outcomes: [SettingsCoordinator.Outcome] = []
    let settings = SettingsCoordinator(
      session: SettingsFixtures.session, dependencies: Self.reading(deletingWith: delete)
    ) { outcomes.append($0) }
    settings.present(.deleteAccount, as: .fullScreenCover)
    try perform("continue", on: settings)
    let confirm = try #require(settings.visibleScreen?.render().action(named: "confirm"))
    let run = try confirm.perform(["ada"])
    let call = try await delete.nextCall()
    #expect(throws: ScreenActionError("'confirm' is already running; wait for it to finish")) {
      try confirm.perform(["ada"])
    }
    call.answer(with: ())
    try await run?.value
    #expect(delete.callCount == 1)
    #expect(outcomes == [.accountDeleted])
  }

  @Test("cancelling the cover while the account is being deleted cancels the deletion, and reports nothing")
  func cancelWhileDeleting() async throws {
    let delete = ControlledDependency<Void, Void>("SettingsCoordinator.Dependencies.deleteAccount")
    let dependencies = Self.reading(deletingWith: delete)
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: dependencies) { _ in
      Issue.record("Settings reported an outcome")
    }
    settings.present(.deleteAccount, as: .fullScreenCover)
    try perform("continue", on: settings)
    let run = try perform("confirm", "ada", on: settings)
    let deleting = try await delete.nextCall()
    try perform("cancel", on: settings)
    #expect(deleting.isCancelled)
    try await run?.value
    await settings.settled()
    expectStack(of: settings, [.list])
  }

  @Test(
    "a deletion that reaches the store after the cover was cancelled (a store that ignores cancellation) is reported",
    .timeLimit(.minutes(1)))
  func lateDeletionIsReported() async throws {
    let delete = ControlledDependency<Void, Void>("SettingsCoordinator.Dependencies.deleteAccount")
    var dependencies = Self.reading
    // Not cancelled with the step's task: the store answers whatever happens to the cover.
    dependencies.deleteAccount = { try await Task { try await delete() }.value }
    let (outcomes, reporting) = AsyncStream.makeStream(of: SettingsCoordinator.Outcome.self)
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: dependencies) {
      reporting.yield($0)
    }
    settings.present(.deleteAccount, as: .fullScreenCover)
    try perform("continue", on: settings)
    let run = try perform("confirm", "ada", on: settings)
    let deleting = try await delete.nextCall()
    try perform("cancel", on: settings)
    try await run?.value
    deleting.answer(with: ())
    // The rest of the deletion runs after the cover has gone, which nothing waits for but this.
    var reports = outcomes.makeAsyncIterator()
    let reported = await reports.next()
    #expect(reported == .accountDeleted, "the account is gone, so the app hears it")
    expectStack(of: settings, [.list])
  }

  @Test("cancelling deletion deletes nothing and releases the cover's flow")
  func cancelDeletion() async throws {
    // deleteAccount stays failing: a deletion would fail the test.
    var outcomes: [SettingsCoordinator.Outcome] = []
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: Self.reading) {
      outcomes.append($0)
    }
    try expectReleased { tracker in
      try perform("account", on: settings)
      try perform("delete-account", on: settings)
      tracker.trackTree(of: try #require(settings.visibleScreen).context.owner)
      try perform("continue", on: settings)
      try perform("cancel", on: settings)
    }
    #expect(outcomes.isEmpty)
    expectStack(of: settings, [.list, .account])
    await settings.settled()
  }
}
