import FeatureFlagsClient
import Foundation
@_spi(Guards) import Scaffolding
import SharedModels

/// The signed-in app: one tab per row of the tab table, each with its own independent stack.
///
/// Built for one session and discarded on sign-out, so the next user starts from fresh tabs.
/// It is where features meet: a feature's request to show another tab is a link this
/// coordinator follows into it, without either feature knowing the other.
public final class MainTabCoordinator: TabCoordinatable {
  /// The tabs are the rows of the app's tab table.
  public typealias Destinations = AppTab

  /// The tab bar's state: the rows of ``rows`` whose flag is on (``showTabsOfFlagsOn()``).
  public let tabItems: TabItems<MainTabCoordinator>
  /// Every row of the tab table, in bar order, shown or not.
  let rows: [AppTab]
  let session: Session
  let environment: AppEnvironment
  let recentSignIn: RecentSignIn
  let featureFlags: FeatureFlags
  private let followLink: @MainActor (DeepLink) -> Void
  private let onEnd: @MainActor (SessionEnd) -> Void
  private let appWork: @MainActor () async -> Void
  /// The badge refreshes, one after the other, so the last one started has the last word.
  private let badgeRefreshes = WorkQueue()
  /// Whether a badge refresh is queued and hasn't started reading yet.
  private var badgeRefreshWaits = false

  /// Tabs for `session`, made from the rows of `tabs` whose flag is on in `featureFlags`, which
  /// their features read too, signed in by this
  /// process or restored (`signedInNow`, see ``RecentSignIn``); links a feature asks for go to
  /// `followLink` (the app's, so signed-out links are handled too), `onEnd` runs when a feature
  /// ends the session, and `appWork` waits for the app's own work in flight (following a link,
  /// restoring a place), after which the tab shown is settled (``TabContext/isShown``).
  public init(
    session: Session, environment: AppEnvironment, featureFlags: FeatureFlags, tabs: [AppTab],
    signedInNow: Bool = true,
    followLink: @escaping @MainActor (DeepLink) -> Void,
    onEnd: @escaping @MainActor (SessionEnd) -> Void,
    appWork: @escaping @MainActor () async -> Void = {}
  ) {
    self.rows = tabs
    self.tabItems = TabItems(tabs: tabs.filter { $0.isShown(with: featureFlags) })
    self.session = session
    self.environment = environment
    self.recentSignIn = RecentSignIn(provedNow: signedInNow)
    self.featureFlags = featureFlags
    self.followLink = followLink
    self.onEnd = onEnd
    self.appWork = appWork
  }

  /// When no tab offers sign-out (the feature that did was removed), gives the first screen
  /// of every tab a `sign-out` action, so a signed-in user always has a way out.
  public func customize(_ screen: any Screen) -> any Screen {
    guard !tabItems.tabs.contains(where: { ($0.route(as: AppTab.self))?.offersSignOut == true }) else {
      return screen
    }
    return screen.addingActions { context in
      guard context.destination.routeType == .root, context.owner.parent === self else { return [] }
      return [
        ScreenAction("sign-out", summary: "Sign out of this account", on: context.coordinator(Self.self)) {
          tabs, _ in tabs.onEnd(.signedOut)
        }
      ]
    }
  }

  /// Selects the tab at `index` (from 0, in bar order) as a tap on the tab bar does
  /// (`userSelect(id:)`): another tab shows with the stack it had, and the selected tab is
  /// re-selected, which pops it to its first screen, as on iOS (`tabReselected(_:)`'s
  /// default). Refused while a modal is open (see ``OpenModal``), since it covers the bar; an
  /// index outside the bar changes nothing.
  ///
  /// Either way the tab's feature then hears that it is shown (its row's `shown`: Home looks
  /// for items newer than its feed), as a SwiftUI tab's content runs its `.onAppear` when the
  /// user picks it.
  public func selectTab(at index: Int) throws(OpenModal.Refusal) {
    if let modal = OpenModal(below: self) { throw OpenModal.Refusal(modal: modal) }
    guard tabItems.tabs.indices.contains(index) else { return }
    let tab = tabItems.tabs[index]
    userSelect(id: tab.id)
    if let shown = tab.route(as: AppTab.self)?.shown, let feature = tab.coordinator { shown(feature) }
  }

  /// The rows of the tab table whose flag is on, in bar order.
  var rowsShown: [AppTab] {
    rows.filter { $0.isShown(with: featureFlags) }
  }

  /// Puts the rows whose flag is on in the bar, each where the table has it, and takes out those
  /// whose flag is off, with everything they showed; the badges are read again for a tab put
  /// back. The app calls it each time a flag changes.
  func showTabsOfFlagsOn() {
    let shown = Set(rowsShown.map(\.name))
    var index = 0
    var added = false
    for row in rows {
      switch (shown.contains(row.name), isInTabItems(row.name)) {
      case (true, true):
        index += 1
      case (true, false):
        insertTab(row, at: index)
        index += 1
        added = true
      case (false, true):
        removeFirstTab(row.name)
      case (false, false):
        break
      }
    }
    if added { refreshBadges() }
  }

  /// Reads each tab's badge count again (its row's ``AppTab/badge``) and shows it on the bar
  /// (`tabItems.setBadge(_:for:)`), after the refreshes already in flight, so the last one
  /// started has the last word. A request while another waits its turn is that one: it reads
  /// when it starts, so requests made faster than the reads answer don't pile up. A count that
  /// can't be read leaves its badge as it was.
  ///
  /// Returns at once: the reads are async work of the app's own, which front ends wait for
  /// before they draw (``AppCoordinator/finishedPendingWork()``), so the main actor is never
  /// held up. The app calls it when the tabs show and when a feature has changed what a badge
  /// counts (``TabContext/refreshBadges()``); a front end calls it through
  /// ``AppCoordinator/refreshBadges()`` when it becomes active again (an iOS app when its scene
  /// does, the console before it waits for the next line).
  public func refreshBadges() {
    let counts = tabItems.tabs.compactMap { tab -> (id: UUID, count: AppTab.BadgeCount)? in
      guard let row = tab.route(as: AppTab.self), let badge = row.badge else { return nil }
      return (tab.id, badge(context(for: row.name)))
    }
    guard !counts.isEmpty, !badgeRefreshWaits else { return }
    badgeRefreshWaits = true
    badgeRefreshes.enqueue { [weak self] in
      self?.badgeRefreshWaits = false
      for (id, count) in counts {
        guard let value = try? await count() else { continue }
        self?.tabItems.setBadge(value, for: id)
      }
    }
  }

  /// Whether a badge refresh is in flight (``refreshBadges()``).
  public var isRefreshingBadges: Bool { badgeRefreshes.isBusy }

  /// Waits until every badge refresh started has finished (those started meanwhile too), or the
  /// calling task is cancelled.
  public func finishedRefreshingBadges() async {
    await badgeRefreshes.finished()
  }

  /// What the feature of the tab called `tab` is built with.
  func context(for tab: AppTab.Name) -> TabContext {
    TabContext(
      session: session, environment: environment, recentSignIn: recentSignIn, featureFlags: featureFlags,
      followLink: { [weak self] link in self?.followLink(link) },
      endSession: { [weak self] reason in self?.onEnd(reason) },
      refreshingBadges: { [weak self] in self?.refreshBadges() },
      tabIsSelected: { [weak self] in
        await self?.appWork()
        return self?.selectedTabName == tab
      })
  }

  /// The name of the selected tab.
  private var selectedTabName: AppTab.Name? {
    tabItems.selectedIndex.flatMap { tabItems.tabs[$0].meta as? AppTab.Name }
  }

  /// Shows a signed-in location: hands the link's path to its tab's feature, which checks it
  /// and routes, then selects that tab. A link that leads nowhere changes nothing, not even
  /// the selected tab; nothing changes until the feature has checked it against its data, and
  /// a lent flow's part of it too (`home/item/3/author/ada/user/…`: see
  /// `DeepLinkableFlow.open(_:)`).
  func open(_ link: DeepLink) async throws(DeepLinkError) {
    select(index: try await place(link))
  }

  /// Every tab's place, the selected tab's first, then the others in bar order: what the app
  /// saves, so a restart rebuilds each tab's stack and selects the same tab.
  var places: [DeepLink] {
    let selected = tabItems.selectedIndex
    let order = selected.map { [$0] + tabItems.tabs.indices.filter { $0 != selected } } ?? []
    return order.compactMap(place(ofTabAt:))
  }

  /// Rebuilds each tab's stack from `places` (as ``places`` lists them) and selects the first
  /// one's tab. A place that no longer exists (an item deleted since) quietly leaves its tab at
  /// its root, still selected if it was; a tab no longer in the bar is skipped; the others
  /// still restore. As with any link, only what each tab leaves shown starts loading; a covered
  /// push loads when a pop uncovers it.
  func restore(_ places: [DeepLink]) async {
    // A tab at its root needs nothing, so it stays unmade until the user opens it. Guards hear
    // a restore: one that refuses leaves the tab at the place below, and says why.
    await following(.restore) {
      for link in places where !link.path.isEmpty {
        _ = try? await place(link)
      }
    }
    if let first = places.first, let index = index(ofTab: first.section) { select(index: index) }
  }

  /// Hands the link's path to its tab's feature without selecting the tab, and returns the
  /// tab's index; throws, changing nothing, when the link leads nowhere.
  private func place(_ link: DeepLink) async throws(DeepLinkError) -> Int {
    guard let index = index(ofTab: link.section), let feature = tabItems.tabs[index].coordinator as? any DeepLinkable
    else { throw link.refusal("there is no tab \(DeepLink.quoted(link.section))") }
    do throws(DeepLinkError) {
      try await feature.open(link.path)
    } catch {
      throw link.refusal(error.message)
    }
    return index
  }

  /// The selected tab and the place its feature shows, an open sheet included when links name
  /// it (see ``DeepLinkable/currentPath``).
  var location: DeepLink? {
    tabItems.selectedIndex.flatMap(place(ofTabAt:))
  }

  /// Whether a modal is open in the selected tab that ``location`` leaves out.
  var locationLeavesOutModal: Bool {
    guard let index = tabItems.selectedIndex else { return false }
    return (tabItems.tabs[index].coordinator as? any DeepLinkable)?.currentPathLeavesOutModal ?? false
  }

  /// Where the tab a link's `section` names sits in the bar; nil when no tab has that name.
  private func index(ofTab section: String) -> Int? {
    tabItems.tabs.firstIndex { $0.meta as? AppTab.Name == AppTab.Name(section) }
  }

  /// The link to what the tab at `index` shows; a tab never opened is at its root, and is not
  /// made to say so.
  private func place(ofTabAt index: Int) -> DeepLink? {
    guard let name = tabItems.tabs[index].meta as? AppTab.Name else { return nil }
    let path = (tabItems.tabs[index].madeCoordinator as? any DeepLinkable)?.currentPath ?? []
    return DeepLink(section: name.rawValue, path: path)
  }
}
