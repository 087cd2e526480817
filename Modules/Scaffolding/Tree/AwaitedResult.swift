/// The hand-over between `dismissCoordinator(returning:)` and an `await present(...)`.
///
/// Made only when someone awaits; every other destination carries one nil reference.
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
