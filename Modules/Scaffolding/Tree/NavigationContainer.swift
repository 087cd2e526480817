import Foundation
import Observation

/// The navigation state every coordinator keeps, whatever its kind: ``FlowStack``,
/// ``TabItems`` and ``Root`` are its typed faces.
///
/// A front end holding `any Coordinatable` reaches it through
/// ``Coordinatable/navigationContainer`` to read ``parent`` or ``presentedAs`` without
/// knowing the kind; everything else it offers is the tree's own machinery (teardown,
/// dismissal, events, the visible screen, snapshots).
///
/// Why one non-generic class under three generic ones: generic code compiled in this module
/// and called from a feature's module runs unspecialised, and every use of a generic container
/// there looked its type metadata up at run time. With the state and the operations here, a
/// push or a pop runs as plain calls on one concrete class.
///
/// Observation is implemented by hand rather than with `@Observable`: every key path is a
/// constant made once (a key-path literal is instantiated again on each access, about 130
/// instructions, as much as the rest of an `append`), and nothing is paid before anyone reads
/// the state (see "Observed state" below). Reads through the typed faces register with
/// `withObservationTracking` exactly as the macro's accessors would.
@MainActor
public class NavigationContainer: Observable {
  /// Which of the three containers this is; the structural operations below switch on it.
  let kind: CoordinatorKind
  /// The coordinator this container belongs to; weak, because the coordinator owns it.
  @usableFromInline weak var owner: (any Coordinatable)?
  /// The destination in the parent's container that shows this coordinator; nil at the top.
  ///
  /// Not `weak`, for the reason ``DestinationNode/container`` gives: the link is cut when the
  /// host leaves the tree and when it is freed with a tree dropped without a teardown.
  @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var host: DestinationNode?

  // The mutable fields below opt out of run-time exclusivity checks, for the reason and on
  // the grounds ``DestinationNode`` gives: no access to them calls out while it lasts. (The
  // arrays are modified in place only by the standard library's own methods, and observers
  // are told before and after the modification, never during it.)

  /// Set when the coordinator's host leaves the tree; navigation on it is then refused.
  @exclusivity(unchecked) var isDismissed = false
  /// Observers registered on this coordinator; they also hear every descendant.
  @exclusivity(unchecked) var observers: [WeakObservation] = []
  /// Whether the initial root or tabs were made (see the typed faces' `bound(to:)`).
  @usableFromInline @exclusivity(unchecked) var isBound = false
  /// How many sheets and covers ``stacked`` holds, kept so `presentsModal` never scans.
  @exclusivity(unchecked) var modalCount = 0

  private let registrar = ObservationRegistrar()
  /// Set by the first read through a typed face (see "Observed state" below); until then no
  /// change is reported to the registrar.
  @exclusivity(unchecked) private var isObserved = false
  @exclusivity(unchecked) private var _root: Destination?
  @exclusivity(unchecked) private var _stacked: [Destination] = []
  @exclusivity(unchecked) private var _tabs: [Destination] = []
  @exclusivity(unchecked) private var _selectedTab: UUID?
  @exclusivity(unchecked) private var _tabBarVisibility: TabBarVisibility = .automatic

  private static let rootKey = \NavigationContainer.rootDestination
  private static let stackedKey = \NavigationContainer.stacked
  private static let tabsKey = \NavigationContainer.tabDestinations
  private static let selectedTabKey = \NavigationContainer.selectedTabID
  private static let tabBarVisibilityKey = \NavigationContainer.barVisibility

  /// Makes the initial root or tabs; written by the typed face's inlinable initializer, so it
  /// is compiled in the coordinator's own module with its `Destinations` known.
  @usableFromInline
  typealias ContentMaker = @MainActor (NavigationContainer, any Coordinatable) -> Void

  /// Run once by ``bindFirstTime(to:)``, then dropped.
  @usableFromInline
  @exclusivity(unchecked) var makeInitialContent: ContentMaker?

  @usableFromInline
  init(kind: CoordinatorKind, makeInitialContent: @escaping ContentMaker) {
    self.kind = kind
    self.makeInitialContent = makeInitialContent
  }

  /// A container that goes away with destinations still inside (a tree dropped without a
  /// teardown) unlinks them: a front end may still hold one and ask how it was presented, and
  /// a destination does not own its container (see ``DestinationNode/container``).
  ///
  /// Not an `isolated deinit`: hopping to the main actor cost about 1,500 instructions per
  /// container, five times the rest of tearing a coordinator down, and a torn-down container
  /// is empty, so the common case here is three tests.
  deinit {
    if _root == nil, _stacked.isEmpty, _tabs.isEmpty { return }
    for destination in _stacked { destination.node.unlinkContainer() }
    for destination in _tabs { destination.node.unlinkContainer() }
    _root?.node.unlinkContainer()
  }

  /// Cuts the link to a host that is leaving the tree or being freed; nonisolated because a
  /// destination's `deinit` calls it (see ``DestinationNode/unlinkContainer()`` on why that is
  /// safe).
  nonisolated final func unlinkHost() {
    host = nil
  }

  /// The coordinator whose destination shows this one; nil at the top of the tree and once
  /// this coordinator has left it.
  public var parent: (any Coordinatable)? { host?.container?.owner }

  /// How this coordinator was pushed or presented by its parent; nil at the top, for a tab,
  /// for the root of another coordinator, and once this coordinator has left the tree.
  public var presentedAs: PresentationType? { host?.placement.pushType }

  /// The container of the coordinator above this one, where events travel next.
  var parentContainer: NavigationContainer? { host?.container }

  // MARK: Observed state
  //
  // The tree's machinery reads the state untracked through the properties below, and every
  // change notifies observers. Front ends read through the typed faces (`FlowStack.root`,
  // `TabItems.tabs`...), whose getters call the `tracked...` members: only such a read can
  // register an observer with `withObservationTracking`, so until the first one a change has
  // nobody to notify and skips the registrar (a lock and a dictionary look-up before and after
  // every change: as much as the rest of a push). A tree that is rendered pays for Observation
  // like any `@Observable`. The registrar itself is a plain stored property: kept in a lazily
  // made object instead, every call through it retained and released twice as often.

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
  @usableFromInline
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
  @usableFromInline
  var selectedTabID: UUID? {
    get { _selectedTab }
    set { notifying(Self.selectedTabKey) { _selectedTab = newValue } }
  }

  /// A tab coordinator's bar visibility.
  var barVisibility: TabBarVisibility {
    get { _tabBarVisibility }
    set { notifying(Self.tabBarVisibilityKey) { _tabBarVisibility = newValue } }
  }

  /// ``rootDestination``, registering the read with `withObservationTracking`.
  final var trackedRoot: Destination? {
    track(Self.rootKey)
    return _root
  }

  /// ``stacked``, registering the read.
  final var trackedStacked: [Destination] {
    track(Self.stackedKey)
    return _stacked
  }

  /// The last of ``stacked``, registering the read of the whole array, without copying it:
  /// asked of every container on the way to the visible screen.
  final var trackedTopOfStack: DestinationNode? {
    track(Self.stackedKey)
    return _stacked.last?.node
  }

  /// ``tabDestinations``, registering the read.
  final var trackedTabs: [Destination] {
    track(Self.tabsKey)
    return _tabs
  }

  /// ``selectedTabID``, registering the read.
  final var trackedSelectedTab: UUID? {
    track(Self.selectedTabKey)
    return _selectedTab
  }

  /// ``barVisibility``, registering the read.
  final var trackedBarVisibility: TabBarVisibility {
    track(Self.tabBarVisibilityKey)
    return _tabBarVisibility
  }

  private func track<Value>(_ key: KeyPath<NavigationContainer, Value>) {
    isObserved = true
    registrar.access(self, keyPath: key)
  }

  private func notifying<Value>(_ key: KeyPath<NavigationContainer, Value>, _ change: () -> Void) {
    guard isObserved else { return change() }
    registrar.withMutation(of: self, keyPath: key, change)
  }

  // MARK: Binding

  /// Links the container to its coordinator and makes the initial root or tabs, the first
  /// time the coordinator navigates, is shown or is inspected. Once bound it is one flag test.
  @inlinable
  final func bound(to coordinator: some Coordinatable) -> NavigationContainer {
    if !isBound { bindFirstTime(to: coordinator) }
    return self
  }

  @usableFromInline
  @inline(never)
  final func bindFirstTime(to coordinator: any Coordinatable) {
    isBound = true
    owner = coordinator
    let make = makeInitialContent
    makeInitialContent = nil
    make?(self, coordinator)
  }
}
