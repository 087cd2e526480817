import Observation
import Scaffolding

/// What a form screen shows while it sends what the user typed, made by the route function
/// each time the form is shown: the form, the attempt in flight, or why the last one was
/// refused.
///
/// An intent validates the input and calls ``submit(_:)``; the screen's
/// `.task(id: model.attempt)` takes the form (``takeForm()``) and sends it
/// (``Scaffolding/DestinationTask/send(_:with:then:)``). What the user typed is kept only from
/// the submit until the task takes it, so a password never outlives the attempt that sends it.
@MainActor @Observable
final class FormModel<Form: Sendable> {
  /// Where the form stands.
  enum State: Equatable {
    /// Nothing is being sent: the form is offered.
    case ready
    /// An attempt is in flight: the screen says so and offers no second submit.
    case loading
    /// The app refused the last attempt: the screen shows the sentence and offers the form again.
    case failed(String)
  }

  /// Where the form stands; the screen renders it.
  private(set) var state = State.ready
  /// Bumped by each submit; the screen's task restarts on it and sends the form.
  private(set) var attempt = 0
  /// The form submitted and not yet taken by the task.
  @ObservationIgnored private var pending: Form?

  /// Whether an attempt is in flight, so the screen offers no second submit.
  var isSending: Bool { state == .loading }

  /// The line the screen shows under its form for the state: `sending` while an attempt is in
  /// flight, the refusal's sentence after one failed, nothing otherwise.
  func statusLines(sending: String) -> [String] {
    switch state {
    case .ready: []
    case .loading: [sending]
    case .failed(let sentence): [sentence]
    }
  }

  /// Asks for `form` to be sent: the screen shows the attempt and its task sends the form.
  func submit(_ form: Form) {
    pending = form
    state = .loading
    attempt += 1
  }

  /// The submitted form, handed over once: nil when nothing was submitted (the task's first
  /// run, when the screen appears) or the task took it already.
  func takeForm() -> Form? {
    defer { pending = nil }
    return pending
  }

  /// Shows how the attempt ended: the form again, with the refusal's sentence if it failed.
  func finish<Answer>(_ result: Loadable<Answer>) {
    switch result {
    case .loading: state = .loading
    case .loaded: state = .ready
    case .failed(let sentence): state = .failed(sentence)
    }
  }
}
