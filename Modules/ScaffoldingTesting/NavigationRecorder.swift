@_spi(Inspection) import Scaffolding
import Testing

/// Records every navigation event of a coordinator and its descendants, for tests that check
/// what happened (and in which order) rather than only where navigation ended up.
///
/// It observes through ``Coordinatable/observeNavigation(_:)`` and holds neither the
/// coordinator nor anything in its tree, so recording never hides a leak. Keep the recorder
/// alive for as long as you want events; ``stop()`` ends recording early.
///
/// In exhaustive mode (``Exhaustivity/on``, or ``recordNavigation(of:sourceLocation:_:)``) a test
/// must assert every event, like an exhaustive test store: ``expectNext(_:sourceLocation:)``
/// consumes events in order, and ``expectNoUnassertedEvents(sourceLocation:)`` fails naming any
/// event that happened without being asserted.
@MainActor
public final class NavigationRecorder {
  /// Whether every recorded event must be asserted.
  public enum Exhaustivity: Sendable {
    /// Every event must be asserted before ``NavigationRecorder/expectNoUnassertedEvents(sourceLocation:)``.
    case on
    /// Assertions check what they name; other events are allowed.
    case off
  }

  /// Every event received, oldest first, diagnostics included.
  @_spi(Inspection)
  public private(set) var events: [NavigationEvent] = []
  /// Whether each of ``events`` has been asserted, by index.
  private var asserted: [Bool] = []
  /// Events before this index have been consumed by ``expectNext(_:sourceLocation:)`` or skipped.
  private var cursor = 0
  /// Whether unasserted events make ``expectNoUnassertedEvents(sourceLocation:)`` fail.
  public var exhaustivity: Exhaustivity
  private var observation: NavigationObservation?

  /// Starts recording `coordinator`'s events and those of everything below it.
  public init(observing coordinator: some Coordinatable, exhaustivity: Exhaustivity = .off) {
    self.exhaustivity = exhaustivity
    observation = coordinator.observeNavigation { [weak self] event in
      self?.events.append(event)
      self?.asserted.append(false)
    }
  }

  /// The kinds of the events, in order, for compact comparisons.
  @_spi(Inspection)
  public var kinds: [NavigationEvent.Kind] { events.map(\.kind) }

  /// The events that are not diagnostics: the changes the tree actually made.
  @_spi(Inspection)
  public var changes: [NavigationEvent] {
    events.filter {
      if case .diagnostic = $0.kind { return false }
      return true
    }
  }

  /// The diagnostics received, in order: requests the tree refused or adjusted.
  @_spi(Inspection)
  public var diagnostics: [NavigationDiagnostic] {
    events.compactMap {
      if case .diagnostic(let diagnostic) = $0.kind { return diagnostic }
      return nil
    }
  }

  /// The codes of ``diagnostics``, for the most common assertion on them.
  @_spi(Inspection)
  public var diagnosticCodes: [NavigationDiagnostic.Code] { diagnostics.map(\.code) }

  /// Each event as one line, as failure messages print them.
  public var descriptions: [String] { events.map(\.description) }

  /// The events no assertion has covered yet, oldest first.
  @_spi(Inspection)
  public var unasserted: [NavigationEvent] {
    events.indices.filter { !asserted[$0] }.map { events[$0] }
  }

  /// Forgets what was recorded so far, e.g. after a test's setup navigation.
  public func removeAll() {
    events.removeAll()
    asserted.removeAll()
    cursor = 0
  }

  /// Marks every event so far as asserted without checking it, when a test only cares about
  /// what comes next (an exhaustive test store's "skip received actions").
  public func skipUnasserted() {
    asserted = Array(repeating: true, count: events.count)
    cursor = events.count
  }

  /// Stops recording; the events recorded so far stay.
  public func stop() {
    observation?.cancel()
    observation = nil
  }

  /// Checks that the next events not yet consumed are exactly `expected`, in order, and
  /// consumes them. On a mismatch it records an issue at the caller's line listing the events
  /// since the last assertion, and consumes nothing. Earlier events stay unasserted unless
  /// another assertion covered them.
  public func expectNext(_ expected: ExpectedEvent..., sourceLocation: SourceLocation = #_sourceLocation) {
    Check.expect(consumeNext(expected), at: sourceLocation)
  }

  /// ``expectNext(_:sourceLocation:)`` with the expected events in an array.
  public func expectNext(_ expected: [ExpectedEvent], sourceLocation: SourceLocation = #_sourceLocation) {
    Check.expect(consumeNext(expected), at: sourceLocation)
  }

  /// ``expectNext(_:sourceLocation:)``, throwing after it records a
  /// mismatch.
  public func requireNext(_ expected: ExpectedEvent..., sourceLocation: SourceLocation = #_sourceLocation) throws {
    try Check.require(consumeNext(expected), at: sourceLocation)
  }

  /// ``requireNext(_:sourceLocation:)`` with the expected events in an array.
  public func requireNext(_ expected: [ExpectedEvent], sourceLocation: SourceLocation = #_sourceLocation) throws {
    try Check.require(consumeNext(expected), at: sourceLocation)
  }

  private func consumeNext(_ expected: [ExpectedEvent]) -> String? {
    let next = Array(events[cursor...].prefix(expected.count))
    guard next.count == expected.count, zip(expected, next).allSatisfy({ $0.matches($1) }) else {
      return "next events: expected \(expected.map(\.description)), got \(next.map(\.description))\n"
        + "events since the last assertion:\n" + events[cursor...].map(\.description).joined(separator: "\n")
    }
    for index in cursor..<(cursor + expected.count) { asserted[index] = true }
    cursor += expected.count
    return nil
  }

  /// In exhaustive mode, records an issue at the caller's line naming every recorded event no
  /// assertion covered; does nothing when exhaustivity is off.
  public func expectNoUnassertedEvents(sourceLocation: SourceLocation = #_sourceLocation) {
    Check.expect(unassertedProblem, at: sourceLocation)
  }

  /// ``expectNoUnassertedEvents(sourceLocation:)``, throwing after it records the events.
  public func requireNoUnassertedEvents(sourceLocation: SourceLocation = #_sourceLocation) throws {
    try Check.require(unassertedProblem, at: sourceLocation)
  }

  private var unassertedProblem: String? {
    guard exhaustivity == .on else { return nil }
    let missed = unasserted
    guard !missed.isEmpty else { return nil }
    return "\(missed.count) navigation event\(missed.count == 1 ? "" : "s") happened without being asserted:\n"
      + missed.map { "  - \($0)" }.joined(separator: "\n")
  }

  /// Checks that exactly the given diagnostic codes were recorded, in order, and marks every
  /// diagnostic asserted; records an issue at the caller's line otherwise.
  @_spi(Inspection)
  public func expectDiagnostics(
    _ expected: [NavigationDiagnostic.Code], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    Check.expect(assertDiagnostics(expected), at: sourceLocation)
  }

  /// ``expectDiagnostics(_:sourceLocation:)``, throwing after it records a mismatch.
  @_spi(Inspection)
  public func requireDiagnostics(
    _ expected: [NavigationDiagnostic.Code], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try Check.require(assertDiagnostics(expected), at: sourceLocation)
  }

  private func assertDiagnostics(_ expected: [NavigationDiagnostic.Code]) -> String? {
    guard diagnosticCodes == expected else {
      return "diagnostics: expected \(expected.map(\.rawValue)), got \(diagnosticCodes.map(\.rawValue))\nevents:\n"
        + descriptions.joined(separator: "\n")
    }
    markAsserted(diagnostics: true)
    return nil
  }

  /// Checks that the non-diagnostic events are exactly the given kinds, in order, and marks
  /// every change asserted; records an issue at the caller's line otherwise.
  @_spi(Inspection)
  public func expectChanges(_ expected: [NavigationEvent.Kind], sourceLocation: SourceLocation = #_sourceLocation) {
    Check.expect(assertChanges(expected), at: sourceLocation)
  }

  /// ``expectChanges(_:sourceLocation:)``, throwing after it records a mismatch.
  @_spi(Inspection)
  public func requireChanges(
    _ expected: [NavigationEvent.Kind], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try Check.require(assertChanges(expected), at: sourceLocation)
  }

  private func assertChanges(_ expected: [NavigationEvent.Kind]) -> String? {
    let actual = changes.map(\.kind)
    guard actual == expected else {
      return "events: expected \(expected), got \(actual)\nevents:\n" + descriptions.joined(separator: "\n")
    }
    markAsserted(diagnostics: false)
    return nil
  }

  private func markAsserted(diagnostics: Bool) {
    for index in events.indices {
      let isDiagnostic: Bool
      if case .diagnostic = events[index].kind { isDiagnostic = true } else { isDiagnostic = false }
      if isDiagnostic == diagnostics { asserted[index] = true }
    }
  }
}

/// Records `coordinator`'s navigation exhaustively while `body` runs, then records an issue at
/// the caller's line if any event happened that `body` did not assert. An error `body` throws
/// passes through, and nothing is checked.
///
/// ```swift
/// recordNavigation(of: home) { recorder in
///   home.route(to: .detail(1))
///   recorder.expectNext(.push(HomeCoordinator.Destinations.Meta.detail))
///   home.pop()
///   recorder.expectNext(.pop(HomeCoordinator.Destinations.Meta.detail))
/// }
/// ```
@MainActor
@discardableResult
public func recordNavigation<Result>(
  of coordinator: some Coordinatable,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: (NavigationRecorder) throws -> Result
) rethrows -> Result {
  let recorder = NavigationRecorder(observing: coordinator, exhaustivity: .on)
  defer { recorder.stop() }
  let result = try body(recorder)
  recorder.expectNoUnassertedEvents(sourceLocation: sourceLocation)
  return result
}
