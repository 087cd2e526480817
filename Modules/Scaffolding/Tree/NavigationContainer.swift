import Foundation
import Observation

/// The navigation state every coordinator keeps, whatever its kind: ``FlowStack``,
/// ``TabItems`` and ``Root`` are its typed faces, and it does the tree's work (teardown,
/// dismissal, events, the visible screen, snapshots).
///
/// Internal: code holding `any Coordinatable` reaches it through the underscored
/// `Coordinatable._navigation` requirement; front ends read `parent`, `presentedAs`,
/// `visibleScreen` and `hierarchySnapshot` instead.
///
/// One non-generic final class under three generic faces, with Observation implemented by
/// hand: see PERFORMANCE.md ("One container", "Observation by hand").
@MainActor
@usableFromInline
final class NavigationContainer: Observable {
  /// Which of the three containers this is; the structural operations below switch on it.
  let kind: Keeper
  /// The coordinator this container belongs to; weak, because the coordinator owns it.
  weak var owner: (any Coordinatable)?
  /// The destination in the parent's container that shows this coordinator; nil at the top
  /// and once the host has left the tree or its container has gone.
  ///
  /// Invariant: non-nil only while the host's own ``DestinationNode/container`` is, which keeps
  /// the host alive; cut with it. Sound as argued in PERFORMANCE.md ("Links between tree
  /// objects").
  var host: DestinationNode? {
    get { hostLink?.takeUnretainedValue() }
    set { hostLink = newValue.map(Unmanaged.passUnretained) }
  }
  /// ``host`` as stored: walks up the tree read it without touching reference counts.
  @exclusivity(unchecked) nonisolated(unsafe) var hostLink: Unmanaged<DestinationNode>?

  // Exclusivity unchecked on the fields below: main-actor only, no access calls out while it
  // lasts; argued in PERFORMANCE.md ("Exclusivity").

  // The one-byte fields first, side by side: stored properties are laid out in order, and a
  // lone flag before a reference padded it by 7 bytes (a container took 200 bytes, now 168).
  /// Set when the coordinator's host leaves the tree; navigation on it is then refused.
  @exclusivity(unchecked) var isDismissed = false
  /// Whether the initial root or tabs were made (see the typed faces' `bound(to:)`).
  @usableFromInline @exclusivity(unchecked) var isBound = false
  /// Set while ``cachedGuards`` is read and empty: a push tests one flag (PERFORMANCE.md, "Guards").
  @usableFromInline @exclusivity(unchecked) var isUnguarded = false
  /// Whether the coordinator declares a ``Coordinatable/leaveQuestion``, learnt as it is bound.
  @exclusivity(unchecked) var asksBeforeLeaving = false
  /// Whether it or a coordinator below it ever did: only then may an exit here have to ask.
  @usableFromInline @exclusivity(unchecked) var leaveQuestionsBelow = false
  /// Set by the first read through a typed face; until then no change reaches the registrar.
  @exclusivity(unchecked) private var isObserved = false
  @exclusivity(unchecked) private var _tabBarVisibility: TabBarVisibility = .automatic

  /// Observers registered on this coordinator; they also hear every descendant.
  @exclusivity(unchecked) var observers: [WeakObservation] = []
  /// How many sheets and covers ``stacked`` holds, kept so asking whether a modal is up never
  /// scans.
  @exclusivity(unchecked) var modalCount = 0
  /// ``inheritedGuards``, once read; cleared when the coordinator is hosted.
  @exclusivity(unchecked) var cachedGuards: [NavigationGuard]?
  /// The tree's state when this is its top (``treeTop``) and the tree has needed any.
  @exclusivity(unchecked) nonisolated(unsafe) var tree: NavigationTree?

  private let registrar = ObservationRegistrar()
  @exclusivity(unchecked) private var _root: Destination?
  @exclusivity(unchecked) private var _stacked: [Destination] = []
  @exclusivity(unchecked) private var _tabs: [Destination] = []
  @exclusivity(unchecked) private var _selectedTab: UUID?
  @exclusivity(unchecked) private var _tabBadges: [UInt64: Int] = [:]

  // Constant key paths: see PERFORMANCE.md ("Observation by hand").
  private static let rootKey = \NavigationContainer.rootDestination
  private static let stackedKey = \NavigationContainer.stacked
  private static let tabsKey = \NavigationContainer.tabDestinations
  private static let selectedTabKey = \NavigationContainer.selectedTabID
  private static let tabBarVisibilityKey = \NavigationContainer.barVisibility
  private static let tabBadgesKey = \NavigationContainer.tabBadges

  /// Makes the initial root or tabs; written by the typed face's inlinable initializer, so it
  /// is compiled in the coordinator's own module with its `Destinations` known.
  @usableFromInline
  typealias ContentMaker = @MainActor (NavigationContainer, any Coordinatable) -> Void

  /// Run once by ``bindFirstTime(to:)``, then dropped.
  @exclusivity(unchecked) var makeInitialContent: ContentMaker?

  /// What kind of coordinator keeps the container, as the inlinable initializers name it
  /// (`CoordinatorKind`, whose raw values these are, is for inspection, behind its SPI).
  @usableFromInline
  enum Keeper: String {
    case flow, tab, root
  }

  /// A container of `kind`, whose initial root or tabs `makeInitialContent` makes when it is
  /// first bound.
  @usableFromInline
  init(kind: Keeper, makeInitialContent: @escaping ContentMaker) {
    self.kind = kind
    self.makeInitialContent = makeInitialContent
  }

  /// A container that goes away with destinations still inside (a tree dropped without a
  /// teardown) unlinks them, and the coordinators they host from them: a front end may still
  /// hold either and ask how it was presented.
  ///
  /// Isolated: the last reference may be dropped on any thread (a coordinator or a
  /// `Destination` is `Sendable`), and the links it cuts are read on the main actor. Until this
  /// runs the container's memory stays valid, so a link read meanwhile is never dangling.
  ///
  /// Then the destinations are dropped, top-down: their tasks are cancelled and an awaiting
  /// presenter resumes with nil, also inside coordinators they host that something else keeps
  /// alive. Links are cut first, so code that cancelling runs can't reach this container.
  isolated deinit {
    if _root == nil, _stacked.isEmpty, _tabs.isEmpty { return }
    for destination in _stacked { destination.node.unlinkContainer() }
    for destination in _tabs { destination.node.unlinkContainer() }
    _root?.node.unlinkContainer()
    dropNodes()
  }

  /// A coordinator hosted in a dropped tree: dismissed, and its destinations dropped in turn.
  func dropContents() {
    guard !isDismissed else { return }
    isDismissed = true
    dropNodes()
  }

  /// Drops every destination, top-down (see ``DestinationNode/drop()``).
  private func dropNodes() {
    for destination in _stacked.reversed() { destination.node.drop() }
    for destination in _tabs.reversed() { destination.node.drop() }
    _root?.node.drop()
  }

  /// The coordinator whose destination shows this one; nil at the top of the tree and once
  /// this coordinator has left it.
  var parent: (any Coordinatable)? { host?.container?.owner }

  /// How this coordinator was pushed or presented by its parent; nil at the top, for a tab,
  /// for the root of another coordinator, and once this coordinator has left the tree.
  var presentedAs: PresentationType? { host?.placement.pushType }

  // MARK: Observed state
  //
  // The tree reads the state untracked through the properties below, and every change
  // notifies observers once anyone has read through a typed face (the `tracked...` members).
  // See PERFORMANCE.md ("Observation by hand").

  /// A flow's or root coordinator's root.
  @usableFromInline
  var rootDestination: Destination? {
    get { _root }
    set { notifying(Self.rootKey) { _root = newValue } }
  }

  /// A flow's pushes and modals, or a tab or root coordinator's modals, bottom to top.
  var stacked: [Destination] {
    get { _stacked }
    set { notifying(Self.stackedKey) { _stacked = newValue } }
    _modify {
      let observed = isObserved
      if observed { registrar.willSet(self, keyPath: Self.stackedKey) }
      defer { if observed { registrar.didSet(self, keyPath: Self.stackedKey) } }
      yield &_stacked
    }
  }

  /// A tab coordinator's tabs, in bar order.
  var tabDestinations: [Destination] {
    get { _tabs }
    set { notifying(Self.tabsKey) { _tabs = newValue } }
    _modify {
      let observed = isObserved
      if observed { registrar.willSet(self, keyPath: Self.tabsKey) }
      defer { if observed { registrar.didSet(self, keyPath: Self.tabsKey) } }
      yield &_tabs
    }
  }

  /// A tab coordinator's selection.
  var selectedTabID: UUID? {
    get { _selectedTab }
    set { notifying(Self.selectedTabKey) { _selectedTab = newValue } }
  }

  /// A tab coordinator's bar visibility.
  var barVisibility: TabBarVisibility {
    get { _tabBarVisibility }
    set { notifying(Self.tabBarVisibilityKey) { _tabBarVisibility = newValue } }
  }

  /// A tab coordinator's badges, by the tab's ``DestinationNode/serial``; only positive counts
  /// are stored, and only for tabs in ``tabDestinations`` (see `NavigationContainer+Badges`).
  var tabBadges: [UInt64: Int] {
    get { _tabBadges }
    set { notifying(Self.tabBadgesKey) { _tabBadges = newValue } }
  }

  /// ``rootDestination``, registering the read with `withObservationTracking`.
  var trackedRoot: Destination? { reading(Self.rootKey, _root) }

  /// ``stacked``, registering the read.
  var trackedStacked: [Destination] { reading(Self.stackedKey, _stacked) }

  /// The last of ``stacked``, registering the read of the whole array, without copying it.
  var trackedTopOfStack: DestinationNode? { reading(Self.stackedKey, _stacked.last?.node) }

  /// ``tabDestinations``, registering the read.
  var trackedTabs: [Destination] { reading(Self.tabsKey, _tabs) }

  /// ``selectedTabID``, registering the read.
  var trackedSelectedTab: UUID? { reading(Self.selectedTabKey, _selectedTab) }

  /// ``barVisibility``, registering the read.
  var trackedBarVisibility: TabBarVisibility { reading(Self.tabBarVisibilityKey, _tabBarVisibility) }

  /// The badge of the tab with `serial`, registering the read of every badge.
  func trackedBadge(forSerial serial: UInt64) -> Int? { reading(Self.tabBadgesKey, _tabBadges[serial]) }

  /// `value`, read from the property `key` stands for: marks the container observed and
  /// registers the read. An autoclosure, so `value` is read after the registrar call, which
  /// then needs no retain of it.
  private func reading<Member, Value>(_ key: KeyPath<NavigationContainer, Member>, _ value: @autoclosure () -> Value)
    -> Value
  {
    isObserved = true
    registrar.access(self, keyPath: key)
    return value()
  }

  private func notifying<Value>(_ key: KeyPath<NavigationContainer, Value>, _ change: () -> Void) {
    guard isObserved else { return change() }
    registrar.withMutation(of: self, keyPath: key, change)
  }

  // MARK: Binding

  /// Links the container to its coordinator and makes the initial root or tabs, the first
  /// time the coordinator navigates, is shown or is inspected. Once bound it is one flag test.
  @inlinable
  func bound(to coordinator: some Coordinatable) -> NavigationContainer {
    if !isBound { bindFirstTime(to: coordinator) }
    return self
  }

  @usableFromInline
  @inline(never)
  func bindFirstTime(to coordinator: any Coordinatable) {
    isBound = true
    owner = coordinator
    // The default `leaveQuestion` clears the flag: only a coordinator that declares one asks.
    asksBeforeLeaving = true
    _ = coordinator.leaveQuestion
    if asksBeforeLeaving { noteLeaveQuestion() }
    let make = makeInitialContent
    makeInitialContent = nil
    make?(self, coordinator)
    // The initial root or tabs entered the tree: their tasks start.
    if let root = _root, root.node.extras != nil { root.node.startWork() }
    for tab in _tabs where tab.node.extras != nil { tab.node.startWork() }
  }
}
