import Auth
import Scaffolding

extension AppCoordinator {
  /// Follows a deep link. Auth's links (`login`, `signup`) work while signed out; a tab's link
  /// while signed out shows login and is followed after sign-in, unless its feature could never
  /// read it (`item/03`, `item` without an id: see ``DeepLinkable/checkShape(_:)``), which is
  /// refused at once, and so is a link into a tab whose flag is off (``AppTab/flag``), signed
  /// in or out. A link that leads nowhere throws and changes nothing, a lent flow's part
  /// of it included, and so does any link while a modal is open (see ``OpenModal``): like a
  /// tab, it would leave the modal, so the modal must be closed first.
  ///
  /// Asynchronous because the feature checks the link against its data first, which may have
  /// to load; nothing changes before it has. A link that waits for a sign-in is kept at once.
  public func open(_ link: DeepLink) async throws(DeepLinkError) {
    if let openModal { throw link.refusal("\(OpenModal.Refusal(modal: openModal))") }
    if AuthCoordinator.linkSections.contains(link.section) {
      guard session == nil, let auth else {
        throw DeepLinkError("\(DeepLink.abbreviated(link.description)) is for signed-out users; sign out first")
      }
      do throws(DeepLinkError) {
        try await auth.open(DeepLinkPath([link.section] + link.path.segments))
      } catch {
        throw link.refusal(error.message)
      }
      pendingLink = nil
      return
    }
    guard let tab = tabs.first(where: { $0.name.rawValue == link.section }) else {
      let sections = linkSections
      throw DeepLinkError(
        "no section \(DeepLink.quoted(link.section)); links lead to \(sections.dropLast().joined(separator: ", ")) or \(sections.last ?? "")"
      )
    }
    guard tab.isShown(with: featureFlags) else { throw link.refusal(tab.turnedOff) }
    guard session != nil, let mainTabs else {
      // The tab's feature checks its data only after sign-in, but a link it could never read
      // is refused now, not then.
      do throws(DeepLinkError) {
        try tab.checkShape(link.path)
      } catch {
        throw link.refusal(error.message)
      }
      pendingLink = link
      auth?.popToRoot()
      return
    }
    try await mainTabs.open(link)
  }

  /// Where the user is now, as the link that leads back there: Auth's page while signed out,
  /// else the selected tab, the screens pushed on it and an open sheet a link can name
  /// (`app://home/compose`, `app://profile/edit`), which a restart reopens. A modal no link
  /// names (a confirmation) is left out, and the link stops below it
  /// (``locationLeavesOutModal``). A sheet's own steps are not part of it: Compose keeps
  /// which step it was on with its draft.
  public var location: DeepLink {
    if let place = mainTabs?.location { return place }
    return auth.flatMap { DeepLink(segments: $0.currentPath) } ?? DeepLink(section: "login")
  }

  /// Whether a modal is open that ``location`` leaves out because no link names it: a front
  /// end says so beside the location.
  public var locationLeavesOutModal: Bool {
    if let mainTabs { return mainTabs.locationLeavesOutModal }
    return auth?.currentPathLeavesOutModal ?? false
  }

  /// The sheet or full-screen cover the user is in, if any: while one is open, tabs and links
  /// are refused.
  public var openModal: OpenModal? {
    OpenModal(below: self)
  }

  /// The first segments a link can have: Auth's, then each tab's whose flag is on, in bar order.
  public var linkSections: [String] {
    AuthCoordinator.linkSections + tabs.filter { $0.isShown(with: featureFlags) }.map(\.name.rawValue)
  }

  /// Links worth offering someone typing one (Tab completion), each one that works now: signed
  /// out, every section; signed in, each tab's section followed by what its feature suggests
  /// (its ``DeepLinkable/suggestedPaths``).
  public var linkSuggestions: [DeepLink] {
    guard let mainTabs else { return linkSections.map { DeepLink(section: $0) } }
    return mainTabs.tabItems.tabs.flatMap { tab -> [DeepLink] in
      guard let name = tab.meta as? AppTab.Name else { return [] }
      let paths = (tab.coordinator as? any DeepLinkable)?.suggestedPaths ?? []
      return [DeepLink(section: name.rawValue)] + paths.map { DeepLink(section: name.rawValue, path: $0) }
    }
  }

  /// The sign-in flow, while it is the root (asking makes the first root if nothing has yet).
  private var auth: AuthCoordinator? {
    guard isRoot(.signedOut) else { return nil }
    return root.root?.coordinator as? AuthCoordinator
  }
}
