import Observation
import Scaffolding
import SharedModels

/// The review step's publish: asked for by the `publish` action, done by the screen's task.
@MainActor
@Observable
final class PublishModel {
  /// Nil until the user publishes; then publishing, published, or failed with the sentence.
  var state: Loadable<Item>?
  /// Bumped by ``submit()``; the screen's `task(id:)` publishes when it changes.
  private(set) var attempt = 0

  /// Whether a publish is running, so the screen offers no second one.
  var isPublishing: Bool {
    if case .loading? = state { true } else { false }
  }

  /// Asks the screen's task to publish the draft.
  func submit() {
    state = .loading
    attempt += 1
  }
}
