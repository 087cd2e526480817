import Scaffolding

/// The recent navigation events of the console's tree, for `log [n]`.
///
/// Keeps a bounded window so a long scripted session uses flat memory.
@MainActor
final class NavigationLog {
  private var events: [NavigationEvent] = []
  private var observation: NavigationObservation?
  private let capacity: Int

  init(observing root: any Coordinatable, capacity: Int = 100) {
    self.capacity = capacity
    observation = root.observeNavigation { [weak self] event in self?.append(event) }
  }

  private func append(_ event: NavigationEvent) {
    events.append(event)
    if events.count > 2 * capacity { events.removeFirst(events.count - capacity) }
  }

  /// The last `count` events, oldest first, one numbered line each.
  func lines(last count: Int) -> [String] {
    let shown = events.suffix(min(count, capacity))
    guard !shown.isEmpty else { return ["no navigation events yet"] }
    return shown.map { "- \($0)" }
  }
}
