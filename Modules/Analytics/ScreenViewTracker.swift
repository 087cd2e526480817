@_spi(Inspection) import Scaffolding

/// Turns a coordinator tree's navigation events into screen views for an ``AnalyticsClient``:
/// the analytics hook the core's event stream exists for, wired once at the root so no feature
/// tracks its own screens.
///
/// One change can be many events (a link selects a tab and pushes three screens; signing in
/// swaps the root and selects a tab), so the tracker doesn't read the tree while it changes.
/// It notes the change and reads the visible screen once the main actor's current work is done,
/// as SwiftUI draws once after a change: one view per screen the user actually saw. A change
/// that leaves the same screen showing records nothing. The screen shown when tracking starts
/// is the first view, from nowhere, as a `root`. A change that itself awaits in the middle (a
/// link into a flow another feature lends shows the host's part, then awaits the lent flow's
/// check) is two changes: the screen shown while it waited is recorded too, as SwiftUI would
/// have drawn it.
///
/// Views reach the client one after the other, in the order they were seen; a view that
/// can't be recorded goes to `onFailure` and the next ones still go. Keep the tracker as long
/// as the tree (the App's root keeps it); releasing it stops tracking.
@MainActor
public final class ScreenViewTracker {
  private let client: AnalyticsClient
  private let onFailure: @MainActor (any Error) -> Void
  private weak var root: (any Coordinatable)?
  private var observation: NavigationObservation?
  /// The screen the last view went to.
  private var shown: ScreenView.Name?
  /// How the change not yet read arrived; nil when the tree hasn't changed since. The screen
  /// shown at the start is read as a root.
  private var arrival: ScreenView.Presentation? = .root
  /// Whether a read is already due on the main actor's next turn.
  private var readScheduled = false
  /// The last view handed to the client, which awaits those before it.
  private var lastDelivery: Task<Void, Never>?

  /// Tracks what `root` and everything below it shows, recording each view with `client`;
  /// a view the client can't record goes to `onFailure`.
  public init(
    observing root: any Coordinatable, client: AnalyticsClient,
    onFailure: @escaping @MainActor (any Error) -> Void
  ) {
    self.client = client
    self.onFailure = onFailure
    self.root = root
    observation = root.observeNavigation { [weak self] event in self?.note(event) }
    scheduleRead()
  }

  /// Records the screen shown now if it changed, then waits until every view recorded so far
  /// has reached the client. For tests, and for a front end about to quit.
  public func delivered() async {
    recordShownScreen()
    await lastDelivery?.value
  }

  private func note(_ event: NavigationEvent) {
    guard let presentation = ScreenView.Presentation(event.kind) else { return }
    if arrival.map({ $0.rank < presentation.rank }) ?? true { arrival = presentation }
    scheduleRead()
  }

  /// Reads the tree once the change under way is complete: on the main actor's next turn.
  private func scheduleRead() {
    guard !readScheduled else { return }
    readScheduled = true
    Task { [weak self] in
      self?.readScheduled = false
      self?.recordShownScreen()
    }
  }

  /// Hands the client a view of the screen shown now, if it changed since the last view.
  private func recordShownScreen() {
    guard let presentation = arrival else { return }
    arrival = nil
    guard let visible = root?.visibleScreen else { return }
    let name = ScreenView.Name(visible)
    guard name != shown else { return }
    let view = ScreenView(from: shown, to: name, presentation: presentation)
    shown = name
    lastDelivery = Task { [previous = lastDelivery, client, onFailure] in
      await previous?.value
      do {
        try await client.track(view)
      } catch {
        onFailure(error)
      }
    }
  }
}

extension ScreenView.Name {
  /// The visible screen's coordinator and route.
  @MainActor
  init(_ visible: VisibleScreen) {
    let type = String(describing: Swift.type(of: visible.context.owner))
    let feature = type.hasSuffix("Coordinator") ? String(type.dropLast("Coordinator".count)) : type
    self.init(feature: feature, route: String(describing: visible.destination.meta))
  }
}

extension ScreenView.Presentation {
  /// How an event shows a new screen; nil for events that show none (tab list changes,
  /// diagnostics).
  init?(_ kind: NavigationEvent.Kind) {
    switch kind {
    case .push: self = .push
    case .present(.sheet): self = .sheet
    case .present(.fullScreenCover): self = .fullScreenCover
    case .pop, .dismiss: self = .back
    case .setRoot: self = .root
    case .selectTab: self = .tab
    case .tabsChanged, .diagnostic: return nil
    }
  }

  /// Which arrival names a change of several events: a root swap over anything, a modal over
  /// the pushes and tab selections of a link, a push over the tab it selects, anything over
  /// the pops that made room.
  var rank: Int {
    switch self {
    case .back: 0
    case .tab: 1
    case .push: 2
    case .sheet, .fullScreenCover: 3
    case .root: 4
    }
  }
}
