import Analytics
import AppData
import Auth
import FeatureFlagsClient
import Observation
@_spi(Guards) import Scaffolding
import SharedModels

/// The top of the app: swaps atomically between the signed-out flow (Auth) and the signed-in
/// tab bar, so no signed-in state survives signing out.
///
/// The composition root: the only place that knows every feature and the concrete stores.
/// Features report results through `onComplete`; this coordinator turns them into root swaps,
/// and it is where deep links enter and the user's place is saved and restored.
public final class AppCoordinator: RootCoordinatable {
  /// The app's navigation state.
  public let root = Root<AppCoordinator>(root: .signedOut)
  /// The stores every feature's dependencies are cut from.
  public let environment: AppEnvironment
  /// The tab table the signed-in app is made from.
  public let tabs: [AppTab]
  /// The signed-in session, nil while signed out.
  public private(set) var session: Session?
  /// The tab bar while signed in; front ends read its tabs and select them.
  public private(set) weak var mainTabs: MainTabCoordinator?
  /// Whether the session shown was signed in by this process, not restored (``RecentSignIn``).
  private var signedInNow = false
  /// A link that needed a session, followed as soon as the user signs in.
  public internal(set) var pendingLink: DeepLink?
  /// The places saved last (``SavedPlaces/encoded``), so unchanged ones are not written again.
  private var savedLocation: String?
  /// The saved places being rebuilt at launch, until they are (``stopRestoring()``).
  private var restoring: Task<Void, Never>?
  /// The app's own work (restoring the saved place, saving a sign-in, ending a session,
  /// following a link), one piece after the other.
  private let work = WorkQueue()
  /// Says once, on the login screen, why the user is there ("Signed out.").
  let notice = Notice()
  /// Records the screens the user sees with the app's analytics client, fed by the tree's
  /// navigation events; set once the saved place is restored, so the first view is where the
  /// user starts, not the login screen a restore replaces. Wait for what it sent with
  /// ``ScreenViewTracker/delivered()`` before quitting.
  public private(set) var screenViews: ScreenViewTracker?
  /// Where screen views go.
  private let analytics: AnalyticsClient
  /// The feature flags the app runs with, read as each session starts, before its tabs are made
  /// or restored: what every tab's features are handed (``TabContext/featureFlags``) and what
  /// Settings changes.
  public let featureFlags: FeatureFlags
  /// Whether a screen view failed to be recorded already: the user hears of it once, not at
  /// every screen.
  private var analyticsFailureReported = false

  /// An app over the given stores, with the tabs of `tabs`. With a saved session it resumes
  /// signed in where the user left every tab: each tab's stack rebuilt, the same tab selected,
  /// and an open sheet reopened where it was when links name it (Compose then shows the draft
  /// it kept). A tab whose place no longer exists is quietly left at its root; the others still
  /// restore. Without a saved session it starts at login.
  ///
  /// The saved session is read from the stores, and each tab's place followed as a link
  /// checked against data that may have to load, as work of the app's own: wait for it with
  /// ``finishedPendingWork()`` before drawing. Until it has finished, no location is saved, so
  /// a restart killed while restoring comes back to the same places.
  ///
  /// Every screen shown goes to `analytics` (the app's own, into its data, unless told). The
  /// feature flags are read and saved through `featureFlags` (the app's own, on this device,
  /// unless told), with `flagOverrides` turned on (true) or off over them for this run only.
  public init(
    environment: AppEnvironment, tabs: [AppTab] = AppTab.all, analytics: AnalyticsClient? = nil,
    featureFlags: FeatureFlagsClient? = nil, flagOverrides: [FeatureFlag: Bool] = [:]
  ) {
    self.environment = environment
    self.tabs = tabs
    self.analytics = analytics ?? .live(environment)
    self.featureFlags = FeatureFlags(client: featureFlags ?? .live(environment), overriding: flagOverrides)
    perform { app in
      await app.restore()
      app.trackScreenViews()
    }
  }

  /// Starts recording what the user sees.
  private func trackScreenViews() {
    screenViews = ScreenViewTracker(observing: self, client: analytics) { [weak self] error in
      self?.analyticsFailed(error)
    }
  }

  /// Tells the user once that screen views aren't recorded; analytics is not worth more.
  private func analyticsFailed(_ error: any Error) {
    guard !analyticsFailureReported else { return }
    analyticsFailureReported = true
    environment.report("Screen views can't be recorded for analytics: \(error)")
  }

  /// Stops rebuilding the saved places (a front end's Ctrl-C while the first screen waits for
  /// them): the tabs not rebuilt yet stay at their first screens, as a place that no longer
  /// exists does. False when no restore is under way.
  public func stopRestoring() -> Bool {
    guard let restoring else { return false }
    restoring.cancel()
    return true
  }

  /// Reads the flags this device stored, as a session starts: what another process saved since
  /// the last session shows in this one. When they can't be read, each stays as it was (at
  /// first its default, under the run's overrides) and the user is told.
  private func loadFeatureFlags() async {
    do {
      try await featureFlags.load()
    } catch {
      environment.report("Feature flags can't be read, so they stay as they were: \(error)")
    }
  }

  /// Resumes the saved session, if there is one, at the saved places.
  private func restore() async {
    let sessions = environment.stores.sessions
    do {
      guard let session = try await sessions.current else { return }
      savedLocation = try await sessions.lastLocation
      await loadFeatureFlags()
      enter(session, provedNow: false)
      if let savedLocation, let mainTabs {
        let restoring = Task { await mainTabs.restore(SavedPlaces(encoded: savedLocation).links) }
        self.restoring = restoring
        await restoring.value
        self.restoring = nil
      }
    } catch {
      environment.report(error)
    }
  }

  func signedOut() -> any Coordinatable {
    AuthCoordinator(dependencies: .live(environment)) { [weak self] outcome in
      switch outcome {
      case .signedIn(let session): self?.signIn(session)
      }
    }
  }

  func signedIn(_ session: Session) -> any Coordinatable {
    MainTabCoordinator(
      session: session, environment: environment, featureFlags: featureFlags, tabs: tabs,
      signedInNow: signedInNow,
      followLink: { [weak self] link in self?.follow(link) },
      onEnd: { [weak self] reason in self?.end(reason) },
      appWork: { [weak self] in await self?.work.finished() })
  }

  /// Enters the signed-in app for `session`, replacing whatever was shown, then follows the
  /// link that was waiting for a sign-in, if any.
  ///
  /// The session is saved first, as work of the app's own (see ``finishedPendingWork()``):
  /// the tabs show only once the save has finished. A session that can't be saved still enters
  /// (the user is told a restart will ask again), but one whose account was deleted since the
  /// password was checked does not: sign-in stays, saying so, whichever way the race between
  /// the two went.
  public func signIn(_ session: Session) {
    perform { app in await app.enterSaving(session) }
  }

  private func enterSaving(_ session: Session) async {
    do {
      try await environment.stores.sessions.save(session)
    } catch let error as SessionEndedError {
      environment.report(error)
      return
    } catch {
      environment.report(
        "Signed in, but the session couldn't be saved; the next start will ask you to sign in. \(error)")
    }
    await loadFeatureFlags()
    savedLocation = nil
    let link = pendingLink
    pendingLink = nil
    enter(session, provedNow: true)
    if let link { await openReporting(link) }
  }

  /// Leaves the signed-in app: its whole tree is torn down and login shows again, once the
  /// session is forgotten (see ``end(_:)``).
  public func signOut() {
    end(.signedOut)
  }

  /// Ends the session for `reason`, as work of the app's own (see ``finishedPendingWork()``):
  /// forgets it, then swaps back to sign-in, which says why.
  ///
  /// A sign-out that can't be saved (a full disk, a lock held too long) would sign the user back
  /// in on the next start, so it doesn't happen: the user stays where they are and is told.
  /// Once the account is gone, its saved session went with it, so nothing is left to refuse.
  func end(_ reason: SessionEnd) {
    perform { app in await app.ending(reason) }
  }

  private func ending(_ reason: SessionEnd) async {
    guard session != nil else { return }
    do {
      try await environment.stores.sessions.clear()
    } catch {
      guard reason != .signedOut else {
        environment.report("You are still signed in: signing out couldn't be saved. \(error)")
        return
      }
    }
    session = nil
    pendingLink = nil
    savedLocation = nil
    // Only the user's own sign-out may be asked about (a leave question); a session that ended
    // elsewhere or an account that is gone leaves whatever is open, asking nothing
    // (`forcing(_:)`, a forced exit).
    if reason == .signedOut {
      setRoot(.signedOut)
    } else {
      forcing { setRoot(.signedOut) }
    }
    switch reason {
    case .signedOut: notice.post("Signed out.")
    case .accountDeleted: notice.post("Your account was deleted.")
    case .endedElsewhere: notice.post(SessionEndedError().description)
    }
  }

  /// Gives Auth's first screen what only the app knows: why the user landed there (once) and
  /// which link waits for the sign-in. Signed in, screens pass through untouched.
  public func customize(_ screen: any Screen) -> any Screen {
    guard session == nil else { return screen }
    return screen.decorated { [weak self] body, context in
      guard let self, context.owner is AuthCoordinator, context.destination.routeType == .root else { return body }
      var body = body
      if let pendingLink { body.lines += ["", "Sign in to open \(DeepLink.abbreviated(pendingLink.description))."] }
      body.notices.append(notice)
      return body
    }
  }

  /// Saves where the user is in every tab (``SavedPlaces``), so a restart returns there; writes
  /// only when something moved.
  ///
  /// Call it when the user has settled, not on every navigation step: the console calls it
  /// before it waits for the person at the terminal and when it ends, an iOS app would when
  /// its scene goes to the background. Working out the places walks each tab's stack once, so
  /// deep stacks cost one pass each and one write. While the app's own work is in flight
  /// (``isBusy``) nothing is saved: only a settled place is, when that work finishes.
  ///
  /// When the account is found gone (deleted elsewhere), the session ends (see ``end(_:)``)
  /// and sign-in shows once that has finished: a front end settles and redraws after calling
  /// this if ``isBusy``.
  public func saveLocation() async {
    guard !work.isBusy else { return }
    await saveSettledLocation()
    // The user has settled: what the last writes left in the -wal goes into the database file.
    await environment.stores.copyLogIntoDatabase()
  }

  /// Saves every tab's place now, unless they were saved already.
  private func saveSettledLocation() async {
    guard let session, let places = mainTabs.map({ SavedPlaces(links: $0.places).encoded }), places != savedLocation
    else { return }
    savedLocation = places
    do {
      try await environment.stores.sessions.saveLocation(places, for: session)
    } catch is SessionEndedError {
      end(.endedElsewhere)
    } catch {
      environment.report(error)
    }
  }

  /// Shows the signed-in tabs for `session`, replacing whatever was shown.
  private func enter(_ session: Session, provedNow: Bool) {
    self.session = session
    signedInNow = provedNow
    setRoot(.signedIn(session)) { [weak self] (tabs: MainTabCoordinator) in
      self?.mainTabs = tabs
      self?.followFlags(in: tabs)
    }
    refreshBadges()
  }

  /// Keeps `tabs`' bar to the rows whose flag is on (``AppTab/flag``): each time a flag the bar
  /// read changes, the bar is made again as work of the app's own, so front ends wait for it,
  /// as a SwiftUI `TabView` built from the flags redraws when one changes.
  private func followFlags(in tabs: MainTabCoordinator) {
    // Only the flags are observed, not the bar, whose own changes (a sign-out) redo nothing.
    _ = withObservationTracking {
      tabs.rowsShown
    } onChange: { [weak self, weak tabs] in
      // Called as the flag is about to change, on the main actor (the flags are main-actor state).
      MainActor.assumeIsolated {
        self?.perform { app in
          if let tabs, app.mainTabs === tabs { app.followFlags(in: tabs) }
        }
      }
    }
    tabs.showTabsOfFlagsOn()
  }

  /// Follows `link` after the app's work already in flight, as work of its own: a feature's
  /// request (through ``TabContext/follow(_:)``), a link kept for sign-in. A link that leads
  /// nowhere is reported for the front end to show.
  func follow(_ link: DeepLink) {
    perform { app in await app.openReporting(link) }
  }

  private func openReporting(_ link: DeepLink) async {
    do throws(DeepLinkError) {
      try await open(link)
    } catch {
      environment.report(error)
    }
  }

  /// Runs `work` after the app's work already in flight, and saves the place reached once the
  /// last piece started has finished: the app's own work (restoring, signing in and out,
  /// following links) is done in order, and front ends wait for it (``finishedPendingWork()``).
  private func perform(_ work: @escaping @MainActor (AppCoordinator) async -> Void) {
    // Work started while the place was being saved saves it again when it finishes.
    self.work.enqueue(
      { [weak self] in
        guard let self else { return }
        await work(self)
      },
      whenLast: { [weak self] in await self?.saveSettledLocation() })
  }

  /// Reads the tab bar's badges again (``MainTabCoordinator/refreshBadges()``), signed in.
  ///
  /// Call it when the app comes back to the user, as an iOS app does when its scene becomes
  /// active (`scenePhase == .active`) or a push says something changed: the console calls it
  /// before it waits for the next line, so what another process published since shows on the
  /// next screen. The app refreshes them itself when the tabs show, and when a feature changed
  /// what a badge counts. Returns at once: the reads are in flight until they have answered
  /// (``isRefreshingBadges``), and ``finishedPendingWork()`` waits for them.
  public func refreshBadges() {
    mainTabs?.refreshBadges()
  }

  /// Whether a read of the tab badges is in flight (``refreshBadges()``): what is drawn is not
  /// settled until it has answered. Unlike ``isBusy``, it never changes the place shown, so
  /// nothing needs to wait for it before leaving the app.
  public var isRefreshingBadges: Bool { mainTabs?.isRefreshingBadges == true }

  /// Whether the app's own work is in flight (restoring the saved place, saving a sign-in,
  /// ending a session, following a link): the tree is not settled until it has finished.
  public var isBusy: Bool { work.isBusy }

  /// Waits until the app's own work has finished (work started meanwhile too, and the badge
  /// refreshes), or the calling task is cancelled. A front end calls it, with
  /// ``Scaffolding/Coordinatable/settled()``, before it draws; a test before it asserts.
  public func finishedPendingWork() async {
    await work.finished()
    await mainTabs?.finishedRefreshingBadges()
  }

  /// Waits as a front end does before it draws: until the app's own work
  /// (``finishedPendingWork()``) and the tree's task work (``Scaffolding/Coordinatable/settled()``)
  /// have finished, again while either started more, or the calling task is cancelled.
  public func settledWithAppWork() async {
    repeat {
      await finishedPendingWork()
      await settled()
    } while (isBusy || isRefreshingBadges || hasPendingWork) && !Task.isCancelled
  }
}
