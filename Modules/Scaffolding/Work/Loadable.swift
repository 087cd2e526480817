/// What a screen shows of something it loads: still loading, loaded, or failed with the
/// sentence the user reads.
///
/// A destination's model holds one per thing it loads, starting at ``loading``; its
/// ``Screen/task(id:_:)`` fills it in with ``DestinationTask/load(_:into:)``, and a retry
/// action sets it back to ``loading`` and bumps the id the task reads. The screen renders each
/// case, and nothing else decides what it shows. Not in the SwiftUI library: this package's
/// own, and as plain to bring along as the view state it is.
public enum Loadable<Value> {
  /// Asked for, not answered yet: the screen says "Loading…".
  case loading
  /// The answer.
  case loaded(Value)
  /// The load failed; the screen shows this sentence and offers to try again.
  case failed(String)

  /// The state a finished load leaves: its value, or the sentence its error reads as.
  public init(_ result: Result<Value, any Error>) {
    switch result {
    case .success(let value): self = .loaded(value)
    case .failure(let error): self = .failed("\(error)")
    }
  }

  /// The loaded value, nil while loading or after a failure: what an intent checks its input
  /// against (an id the user typed must be one the screen shows).
  public var value: Value? {
    guard case .loaded(let value) = self else { return nil }
    return value
  }
}

extension Loadable: Equatable where Value: Equatable {}
extension Loadable: Sendable where Value: Sendable {}
