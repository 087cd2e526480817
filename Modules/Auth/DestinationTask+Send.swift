import Scaffolding

extension DestinationTask {
  /// Sends the form `model` holds, if one was submitted, with `send`; shows a refusal on the
  /// form, and hands a success to `done`. Delivered through ``load(_:into:)``, so an answer
  /// that arrives after the screen has gone (or a cancelled send) changes nothing.
  func send<Form, Answer>(
    _ model: FormModel<Form>, with send: (Form) async throws -> Answer, then done: (Answer) -> Void
  ) async {
    guard let form = model.takeForm() else { return }
    await load(
      { try await send(form) },
      into: { result in
        model.finish(result)
        if case .loaded(let answer) = result { done(answer) }
      })
  }
}
