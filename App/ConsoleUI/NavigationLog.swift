@_spi(Inspection) import Scaffolding

/// The recent navigation events of the console's tree, for `log [n]`.
///
/// Keeps a bounded window so a long scripted session uses flat memory. Over the whole app it
/// starts afresh whenever the app swaps its root (a sign-in or a sign-out), so one user's log
/// never shows where the previous user went.
@MainActor
final class NavigationLog {
  private var events: [NavigationEvent] = []
  private var observation: NavigationObservation?
  private let capacity: Int
  /// How many events were seen, and how many of them closed something (a modal dismissed, a
  /// root swapped, tabs changed), which resumes whoever awaited it with
  /// `present(_:as:returning:)`: how the console knows whether a line may have queued work.
  private(set) var seen = 0
  private(set) var closings = 0
  /// What guards refused since the console last showed it: the sentences the user reads.
  private var refusals: [String] = []

  /// A log of `root`'s events; `clearsOnRootSwap` starts it afresh when `root` itself swaps
  /// its root.
  init(observing root: any Coordinatable, clearsOnRootSwap: Bool, capacity: Int = 100) {
    self.capacity = capacity
    observation = root.observeNavigation { [weak self, weak root] event in
      guard let self else { return }
      seen += 1
      if [.dismiss, .setRoot, .tabsChanged].contains(event.kind) { closings += 1 }
      if case .diagnostic(let diagnostic) = event.kind, diagnostic.code == .guardRefused {
        refusals.append(diagnostic.message)
      }
      if clearsOnRootSwap, event.kind == .setRoot, let root, event.coordinator?.refers(to: root) == true {
        events.removeAll()
      }
      append(event)
    }
  }

  private func append(_ event: NavigationEvent) {
    events.append(event)
    if events.count > 2 * capacity { events.removeFirst(events.count - capacity) }
  }

  /// The sentences of the guards' refusals not shown yet (a restore that landed below a page a
  /// flag turns off), which are then forgotten.
  func takeRefusals() -> [String] {
    defer { refusals.removeAll() }
    return refusals
  }

  /// The last `count` events, oldest first, one line each.
  func lines(last count: Int) -> [String] {
    let shown = events.suffix(min(count, capacity))
    guard !shown.isEmpty else { return ["no navigation events yet"] }
    return shown.map { "- \($0)" }
  }
}
