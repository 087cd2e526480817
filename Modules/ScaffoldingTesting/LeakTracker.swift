@_spi(Inspection) import Scaffolding
import Testing

/// Tracks objects weakly so a test can fail when any of them outlives its removal from the
/// navigation tree: the retain-cycle check every feature test can afford.
///
/// Track coordinators (or whole trees with ``trackTree(of:)``) while they are in the tree, make
/// the navigation that should remove them, drop your own references, then call
/// ``expectAllReleased(sourceLocation:)``. Anything still alive is named in the failure.
@MainActor
public final class LeakTracker {
  private struct Entry {
    weak var object: AnyObject?
    let name: String
  }

  private var entries: [Entry] = []

  /// An empty tracker.
  public init() {}

  /// Tracks `object` weakly; `name` (default: its type) is what a failure reports.
  public func track(_ object: AnyObject, name: String? = nil) {
    entries.append(Entry(object: object, name: name ?? typeName(object)))
  }

  /// Tracks `coordinator` and every coordinator below it (creating lazy children, as showing
  /// them would), each named by its path from `coordinator`.
  public func trackTree(of coordinator: any Coordinatable) {
    track(coordinator, name: typeName(coordinator))
    trackChildren(of: coordinator, path: typeName(coordinator), bind: true)
  }

  private func trackChildren(of coordinator: any Coordinatable, path: String, bind: Bool) {
    guard let view = ContainerView.of(coordinator, bind: bind) else { return }
    for destination in view.destinations {
      guard let child = destination.coordinator else { continue }
      let childPath = "\(path) → \(destination.meta): \(typeName(child))"
      track(child, name: childPath)
      trackChildren(of: child, path: childPath, bind: false)
    }
  }

  /// How many tracked objects are still alive.
  public var aliveCount: Int { entries.filter { $0.object != nil }.count }

  /// The names of the tracked objects still alive.
  public var aliveNames: [String] { entries.filter { $0.object != nil }.map(\.name) }

  /// Records an issue at the caller's line naming every tracked object that is still alive.
  public func expectAllReleased(sourceLocation: SourceLocation = #_sourceLocation) {
    Check.expect(aliveProblem, at: sourceLocation)
  }

  /// ``expectAllReleased(sourceLocation:)``, throwing after it records what is still alive.
  public func requireAllReleased(sourceLocation: SourceLocation = #_sourceLocation) throws {
    try Check.require(aliveProblem, at: sourceLocation)
  }

  private var aliveProblem: String? {
    let alive = aliveNames
    guard !alive.isEmpty else { return nil }
    return "\(alive.count) of \(entries.count) tracked objects outlived their removal:\n"
      + alive.map { "  - \($0)" }.joined(separator: "\n")
  }
}

/// Runs `body`, which receives a tracker to register objects in, then records an issue at the
/// caller's line unless every tracked object has been released once `body` returned and its
/// locals are gone. An error `body` throws passes through, and nothing is checked.
///
/// ```swift
/// expectReleased { tracker in
///   let child = ChildFlow(); tracker.track(child)
///   parent.route(to: .child(child)); parent.pop()
/// }
/// ```
@MainActor
public func expectReleased(
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: (LeakTracker) throws -> Void
) rethrows {
  let tracker = LeakTracker()
  try body(tracker)
  tracker.expectAllReleased(sourceLocation: sourceLocation)
}

/// ``expectReleased(sourceLocation:_:)``, throwing after it records what is still alive.
@MainActor
public func requireReleased(
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: (LeakTracker) throws -> Void
) throws {
  let tracker = LeakTracker()
  try body(tracker)
  try tracker.requireAllReleased(sourceLocation: sourceLocation)
}
