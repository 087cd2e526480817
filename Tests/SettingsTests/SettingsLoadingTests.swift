import Observation
import Scaffolding
import ScaffoldingTesting
import Settings
import SettingsTesting
import SharedModels
import Testing

/// Settings' loads and saves, each answered by the test: what the screens show while the
/// preferences load, once loaded, when the read fails and is retried, while a change saves and
/// when the save is refused, and that leaving a screen cancels its work.
@MainActor
@Suite("Settings loading and saving")
struct SettingsLoadingTests {
  let load = ControlledDependency<Void, UserPreferences>("SettingsCoordinator.Dependencies.preferences")
  let save = ControlledDependency<UserPreferences, Void>("SettingsCoordinator.Dependencies.savePreferences")

  /// Settings whose reads and saves this test answers; deleting fails the test.
  func makeSettings() -> SettingsCoordinator {
    var dependencies = SettingsCoordinator.Dependencies.failing
    dependencies.preferences = { [load] in try await load() }
    dependencies.savePreferences = save.closure
    return SettingsCoordinator(session: SettingsFixtures.session, dependencies: dependencies) { _ in
      Issue.record("Settings reported an outcome")
    }
  }

  /// Opens `page` from the list and answers the list's read with the default preferences.
  func showLoaded(_ page: String, on settings: SettingsCoordinator) async throws {
    try perform(page, on: settings)
    try await load.nextCall().answer(with: UserPreferences())
    await settings.settled()
  }

  @Test("the list shows Loading… until the preferences are read, then shows them")
  func loadsThePreferences() async throws {
    let settings = makeSettings()
    expectVisibleScreen(of: settings, SettingsCoordinator.Destinations.Meta.list, title: "Settings")
    let call = try await load.nextCall()
    #expect(SettingsFixtures.lines(of: settings) == ["Signed in as @ada.", "Loading…"])
    #expect(SettingsFixtures.actions(of: settings).contains("appearance"), "the pages are offered while it loads")
    #expect(!SettingsFixtures.actions(of: settings).contains("retry"))
    call.answer(with: UserPreferences(appearance: .dark))
    await settings.settled()
    #expect(SettingsFixtures.lines(of: settings) == ["Signed in as @ada.", "Appearance: dark", "Notifications: on"])
  }

  @Test("a page pushed over the list shows what the list loaded, without reading it again")
  func pagesShareTheLoad() async throws {
    let settings = makeSettings()
    try perform("appearance", on: settings)
    #expect(SettingsFixtures.lines(of: settings) == ["Loading…"])
    #expect(!SettingsFixtures.actions(of: settings).contains("set"))
    try await load.nextCall().answer(with: UserPreferences(appearance: .light))
    await settings.settled()
    #expect(SettingsFixtures.lines(of: settings) == ["Now: light"])
    settings.pop()
    try perform("notifications", on: settings)
    #expect(SettingsFixtures.lines(of: settings) == ["Notifications are on."])
    #expect(load.callCount == 1)
  }

  @Test("a read that fails shows its sentence with retry, on the list and the pages; retry reads again")
  func failedReadRetries() async throws {
    let settings = makeSettings()
    _ = settings.visibleScreen
    try await load.nextCall().fail(with: DiskFailure())
    await settings.settled()
    #expect(SettingsFixtures.lines(of: settings) == ["Signed in as @ada.", DiskFailure().description])
    #expect(SettingsFixtures.actions(of: settings).contains("retry"))
    try perform("notifications", on: settings)
    #expect(SettingsFixtures.lines(of: settings) == [DiskFailure().description])
    #expect(SettingsFixtures.actions(of: settings).contains("retry"))
    #expect(!SettingsFixtures.actions(of: settings).contains("set"))
    try perform("retry", on: settings)
    #expect(SettingsFixtures.lines(of: settings) == ["Loading…"])
    try await load.nextCall().answer(with: UserPreferences(notificationsEnabled: false))
    await settings.settled()
    #expect(SettingsFixtures.lines(of: settings) == ["Notifications are off."])
    #expect(SettingsFixtures.actions(of: settings).contains("set"))
    #expect(!SettingsFixtures.actions(of: settings).contains("retry"))
  }

  @Test("a change shows Saving…, no second one; a refused save is set's error, sent once, and can be made again")
  func saveInFlightAndRefused() async throws {
    let settings = makeSettings()
    try await showLoaded("appearance", on: settings)
    let refusedRun = try perform("set", "dark", on: settings)
    let refused = try await save.nextCall()
    #expect(refused.input == UserPreferences(appearance: .dark))
    #expect(SettingsFixtures.lines(of: settings) == ["Now: system", "Saving…"])
    #expect(!SettingsFixtures.actions(of: settings).contains("set"))
    refused.fail(with: DiskFailure())
    await #expect(throws: DiskFailure.self) { try await refusedRun?.value }
    #expect(save.callCount == 1, "a refused save is not tried again by itself")
    #expect(SettingsFixtures.lines(of: settings) == ["Now: system"])
    #expect(SettingsFixtures.actions(of: settings).contains("set"))
    let run = try perform("set", "dark", on: settings)
    try await save.nextCall().answer(with: ())
    try await run?.value
    #expect(SettingsFixtures.lines(of: settings) == ["Now: dark"])
    settings.pop()
    #expect(SettingsFixtures.lines(of: settings) == ["Signed in as @ada.", "Appearance: dark", "Notifications: on"])
    #expect(load.callCount == 1)
  }

  @Test("set tapped again while a change saves (on the page as drawn before) is refused; saved once")
  func secondSetRefused() async throws {
    let settings = makeSettings()
    try await showLoaded("notifications", on: settings)
    let set = try #require(settings.visibleScreen?.render().action(named: "set"))
    let run = try set.perform(["off"])
    let saving = try await save.nextCall()
    #expect(throws: ScreenActionError("'set' is already running; wait for it to finish")) { try set.perform(["on"]) }
    saving.answer(with: ())
    try await run?.value
    #expect(save.calls.map(\.input) == [UserPreferences(notificationsEnabled: false)])
    #expect(SettingsFixtures.lines(of: settings) == ["Notifications are off."])
  }

  @Test("leaving a page cancels its save, which changes nothing")
  func leavingCancelsTheSave() async throws {
    let settings = makeSettings()
    try await settings.open(["notifications"])
    try await load.nextCall().answer(with: UserPreferences())
    await settings.settled()
    let run = try perform("set", "off", on: settings)
    let saving = try await save.nextCall()
    settings.pop()
    #expect(saving.isCancelled)
    try await run?.value
    #expect(SettingsFixtures.lines(of: settings) == ["Signed in as @ada.", "Appearance: system", "Notifications: on"])
  }

  @Test(
    "a save that reaches the store after its page has gone (a store that ignores cancellation) shows on the list",
    .timeLimit(.minutes(1)))
  func lateSaveShows() async throws {
    var dependencies = SettingsCoordinator.Dependencies.failing
    dependencies.preferences = { UserPreferences() }
    // Not cancelled with the page's task: the store answers whatever happens to the page.
    dependencies.savePreferences = { [save] preferences in try await Task { try await save(preferences) }.value }
    let settings = SettingsCoordinator(session: SettingsFixtures.session, dependencies: dependencies) { _ in
      Issue.record("Settings reported an outcome")
    }
    try await settings.open(["notifications"])
    await settings.settled()
    let run = try perform("set", "off", on: settings)
    let saving = try await save.nextCall()
    settings.pop()
    #expect(SettingsFixtures.lines(of: settings) == ["Signed in as @ada.", "Appearance: system", "Notifications: on"])
    try await run?.value
    // What the save does once stored runs after its page has gone, which nothing waits for: the
    // test waits until the list changes (or its time limit).
    let (changes, changing) = AsyncStream.makeStream(of: Void.self)
    withObservationTracking {
      _ = settings.visibleScreen?.render()
    } onChange: {
      changing.yield()
    }
    saving.answer(with: ())
    var changed = changes.makeAsyncIterator()
    _ = await changed.next()
    #expect(save.calls.map(\.input) == [UserPreferences(notificationsEnabled: false)])
    #expect(SettingsFixtures.lines(of: settings) == ["Signed in as @ada.", "Appearance: system", "Notifications: off"])
    expectStack(of: settings, [.list])
  }

  @Test("Settings leaving the tree cancels the list's load")
  func leavingCancelsTheLoad() async throws {
    var settings: SettingsCoordinator? = makeSettings()
    _ = settings?.visibleScreen
    let loading = try await load.nextCall()
    settings = nil
    #expect(loading.isCancelled)
  }
}
