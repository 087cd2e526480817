import Scaffolding

/// Step 2 of ModName: the choice picked, and its submit as it goes.
struct ModNameConfirmScreen: Screen {
  let model: ModNameConfirmModel

  func body(in context: ScreenContext) -> ScreenBody {
    var body = ScreenBody(title: "Confirm", lines: ["Step 2 of 2.", "", model.choice.title])
    switch model.submission {
    case .loading?:
      body.lines += ["", "Confirming…"]
    case .failed(let sentence)?:
      body.lines += ["", "Not confirmed: \(sentence)"]
    case .loaded?, nil:
      break
    }
    if !model.isSubmitting {
      body.actions = [ScreenAction("confirm", summary: "Confirm and close", on: model) { model, _ in model.submit() }]
    }
    return body
  }
}
