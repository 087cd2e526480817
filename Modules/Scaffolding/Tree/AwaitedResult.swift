/// The hand-over between `dismissCoordinator(returning:)` and an `await present(...)`.
///
/// Made only when someone awaits, so every other destination carries a single nil reference
/// instead of an optional result and an optional closure.
@MainActor
final class AwaitedResult {
  /// What the presented coordinator returned; nil until it dismisses itself with a result.
  var value: (any Sendable)?
  private let resume: @MainActor ((any Sendable)?) -> Void

  init(resume: @escaping @MainActor ((any Sendable)?) -> Void) {
    self.resume = resume
  }

  /// Resumes the waiting presenter with the value, or with nil when there is none.
  func deliver() {
    resume(value)
  }
}
