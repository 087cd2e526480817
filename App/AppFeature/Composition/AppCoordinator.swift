import Auth
import Scaffolding
import SharedModels

/// The top of the app: swaps atomically between the signed-out flow (Auth) and the signed-in
/// tab bar, so no signed-in state survives signing out.
///
/// The composition root: the only place that imports every feature and the concrete stores.
/// Features report results through `onComplete` closures; this coordinator turns them into
/// root swaps, and it is where deep links enter.
public final class AppCoordinator: RootCoordinatable {
  /// The app's navigation state.
  public let root = Root<AppCoordinator>(root: .signedOut)
  /// The stores every feature's dependencies are cut from.
  public let environment: AppEnvironment
  // The four properties below are read on most navigation events (about 0.75 per console
  // line) and each dynamic exclusivity check cost about 75 instructions. Unchecked is safe:
  // every access is a plain read or assignment within one method on the main actor, never
  // passed inout nor held across a call that could reach them again.
  /// The signed-in session, nil while signed out.
  @exclusivity(unchecked) public private(set) var session: Session?
  /// The tab bar while signed in; front ends read its tabs and select them.
  @exclusivity(unchecked) public private(set) weak var mainTabs: MainTabCoordinator?
  /// A link that needed a session, followed as soon as the user signs in.
  public private(set) var pendingLink: DeepLink?
  private var locationObservation: NavigationObservation?
  /// The location written last, compared as a value so an unchanged location costs neither
  /// its text nor a write.
  @exclusivity(unchecked) private var savedLocation: DeepLink?
  /// The selected tab's flow, kept from one location to the next while only pushes and pops
  /// happened: they cannot change the selection (see ``saveLocation(after:)``).
  @exclusivity(unchecked) private var locationSource: LocationSource?

  /// An app over the given stores. With a saved session it resumes signed in, on the tab and
  /// pushed screens the user left (a half-finished modal is not restored); otherwise it
  /// starts at login.
  public init(environment: AppEnvironment) {
    self.environment = environment
    locationObservation = observeNavigation { [weak self] event in
      guard event.kind.canMoveLocation else { return }
      self?.saveLocation(after: event.kind)
    }
    let sessions = environment.stores.sessions
    if let session = sessions.current {
      // A saved location can name what no longer exists (an item file moved aside as corrupt).
      pendingLink = sessions.lastLocation.flatMap { text in
        try? DeepLink(parsing: text).validated(by: environment)
      }
      signIn(session)
    }
  }

  func signedOut() -> any Coordinatable {
    AuthCoordinator(dependencies: environment.authDependencies) { [weak self] session in
      self?.signIn(session)
    }
  }

  func signedIn(_ session: Session) -> any Coordinatable {
    MainTabCoordinator(session: session, environment: environment) { [weak self] _ in
      self?.signOut()
    }
  }

  /// Enters the signed-in app for `session`, replacing whatever was shown, then follows the
  /// link that was waiting for a sign-in, if any.
  public func signIn(_ session: Session) {
    self.session = session
    locationSource = nil
    environment.bestEffort { try environment.stores.sessions.save(session) }
    let link = pendingLink
    pendingLink = nil
    setRoot(.signedIn(session)) { [weak self] (tabs: MainTabCoordinator) in
      self?.mainTabs = tabs
      if let link { tabs.open(link) }
    }
  }

  /// Leaves the signed-in app: its whole tree is torn down and login shows again.
  public func signOut() {
    session = nil
    savedLocation = nil
    locationSource = nil
    environment.bestEffort { try environment.stores.sessions.clear() }
    setRoot(.signedOut)
  }

  // Runs on most navigation events (about 0.75 per console line). Comparing the link before
  // making its text skips the text (about 1,500 instructions) when nothing moved.
  /// Keeps the saved location current, so a restart returns here; writes only on change.
  ///
  /// After a push or a pop the selected tab is the one of the last location, so its flow is
  /// read again directly; any other event (a selection, a tab added or removed, a root swap)
  /// finds the selected tab anew.
  private func saveLocation(after kind: NavigationEvent.Kind) {
    guard session != nil, let tabs = mainTabs else { return }
    var current: DeepLink?
    switch kind {
    case .push, .pop: current = locationSource?.location
    default: break
    }
    if current == nil {
      let source = tabs.locationSource
      locationSource = source
      current = source.location
    }
    let location = current ?? .home(items: [])
    guard location != savedLocation else { return }
    savedLocation = location
    environment.bestEffort { try environment.stores.sessions.saveLocation(location.description) }
  }

  /// Follows a deep link. A link that needs a session while signed out shows login and is
  /// followed after sign-in; a link to something that does not exist throws and changes
  /// nothing.
  public func open(_ link: DeepLink) throws(DeepLinkError) {
    try environment.validate(link)
    switch (link, session) {
    case (.login, nil):
      pendingLink = nil
      setRoot(.signedOut)
    case (.signUp, nil):
      pendingLink = nil
      setRoot(.signedOut) { (auth: AuthCoordinator) in auth.route(to: .createAccount) }
    case (.login, .some), (.signUp, .some):
      throw DeepLinkError(message: "\(link) is for signed-out users; sign out first")
    case (_, nil):
      pendingLink = link
      setRoot(.signedOut)
    case (_, .some):
      mainTabs?.open(link)
    }
  }

}
