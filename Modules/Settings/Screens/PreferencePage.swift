import Scaffolding
import SharedModels

extension ScreenBody {
  /// What a preference page (appearance, notifications) shows, in every state of its model:
  /// `Loading…`; why the preferences couldn't be read, with `retry`; the page's `line` with
  /// its `change` action; while a change saves, `Saving…` and no action; after a save was
  /// refused, why, with the action to try again.
  @MainActor
  static func preferencePage(
    _ title: String, model: PreferencePageModel, line: (UserPreferences) -> String, change: ScreenAction
  ) -> ScreenBody {
    switch model.preferences {
    case .loading:
      return ScreenBody(title: title, lines: ["Loading…"])
    case .failed(let sentence):
      return ScreenBody(title: title, lines: [sentence], actions: [.retry(on: model.shared) { $0.retry() }])
    case .loaded(let preferences):
      switch model.save {
      case .loading?:
        return ScreenBody(title: title, lines: [line(preferences), "Saving…"])
      case .failed(let sentence)?:
        return ScreenBody(title: title, lines: [line(preferences), sentence], actions: [change])
      case .loaded?, nil:
        return ScreenBody(title: title, lines: [line(preferences)], actions: [change])
      }
    }
  }
}
