/// What a screen shows of something it loads: still loading, loaded, or failed with the
/// sentence the user reads.
///
/// A ``Load`` holds one, starting at ``loading``; the load ``Screen/load(into:_:)`` attaches
/// fills it in, and ``Load/reload()`` sets it back to ``loading``. The screen renders each case
/// (a ``LoadedScreen`` leaves all but the value to the core), and nothing else decides what it
/// shows. Not in the SwiftUI library: this package's own, and as plain to bring along as the
/// view state it is.
public enum Loadable<Value> {
  /// Asked for, not answered yet: the screen says "Loading…".
  case loading
  /// The answer.
  case loaded(Value)
  /// The load failed; the screen shows this sentence and offers to try again.
  case failed(String)

  /// The loaded value, nil while loading or after a failure: what an intent checks its input
  /// against (an id the user typed must be one the screen shows).
  public var value: Value? {
    guard case .loaded(let value) = self else { return nil }
    return value
  }
}

extension Loadable: Equatable where Value: Equatable {}
extension Loadable: Sendable where Value: Sendable {}
