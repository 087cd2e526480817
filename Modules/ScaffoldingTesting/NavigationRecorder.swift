import Scaffolding

/// Records every navigation event of a coordinator and its descendants, for tests that check
/// what happened (and in which order) rather than only where navigation ended up.
///
/// It observes through ``Coordinatable/observeNavigation(_:)`` and holds neither the
/// coordinator nor anything in its tree, so recording never hides a leak. Keep the recorder
/// alive for as long as you want events; ``stop()`` ends recording early.
@MainActor
public final class NavigationRecorder {
  /// Every event received, oldest first, diagnostics included.
  public private(set) var events: [NavigationEvent] = []
  private var observation: NavigationObservation?

  /// Starts recording `coordinator`'s events and those of everything below it.
  public init(observing coordinator: some Coordinatable) {
    observation = coordinator.observeNavigation { [weak self] event in
      self?.events.append(event)
    }
  }

  /// The kinds of the events, in order, for compact comparisons.
  public var kinds: [NavigationEvent.Kind] { events.map(\.kind) }

  /// The events that are not diagnostics: the changes the tree actually made.
  public var changes: [NavigationEvent] {
    events.filter {
      if case .diagnostic = $0.kind { return false }
      return true
    }
  }

  /// The diagnostics received, in order: requests the tree refused or adjusted.
  public var diagnostics: [NavigationDiagnostic] {
    events.compactMap {
      if case .diagnostic(let diagnostic) = $0.kind { return diagnostic }
      return nil
    }
  }

  /// The codes of ``diagnostics``, for the most common assertion on them.
  public var diagnosticCodes: [NavigationDiagnostic.Code] { diagnostics.map(\.code) }

  /// Each event as one line, as failure messages print them.
  public var descriptions: [String] { events.map(\.description) }

  /// Forgets what was recorded so far, e.g. after a test's setup navigation.
  public func removeAll() {
    events.removeAll()
  }

  /// Stops recording; the events recorded so far stay.
  public func stop() {
    observation?.cancel()
    observation = nil
  }

  /// Throws unless exactly the given diagnostic codes were recorded, in order.
  public func expectDiagnostics(
    _ expected: [NavigationDiagnostic.Code], fileID: String = #fileID, line: Int = #line
  ) throws {
    guard diagnosticCodes != expected else { return }
    throw ScaffoldingTestFailure(
      "diagnostics: expected \(expected.map(\.rawValue)), got \(diagnosticCodes.map(\.rawValue))\nevents:\n"
        + descriptions.joined(separator: "\n"),
      fileID: fileID, line: line)
  }

  /// Throws unless the non-diagnostic events are exactly the given kinds, in order.
  public func expectChanges(
    _ expected: [NavigationEvent.Kind], fileID: String = #fileID, line: Int = #line
  ) throws {
    let actual = changes.map(\.kind)
    guard actual != expected else { return }
    throw ScaffoldingTestFailure(
      "events: expected \(expected), got \(actual)\nevents:\n" + descriptions.joined(separator: "\n"),
      fileID: fileID, line: line)
  }
}
