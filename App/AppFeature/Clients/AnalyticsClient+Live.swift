import Analytics
import AppData

extension AnalyticsClient {
  /// Analytics in the app: each screen view goes into the app's data (``AppData/ScreenViewStore``),
  /// as an analytics vendor's SDK queues views on disk before it uploads them. Swap this value
  /// for the vendor's client; nothing else changes.
  @MainActor
  static func live(_ environment: AppEnvironment) -> Self {
    let store = environment.stores.screenViews
    return AnalyticsClient { view in
      try await store.record(
        ScreenViewStore.Row(
          from: view.from?.description, to: view.to.description, presentation: view.presentation.rawValue))
    }
  }
}
