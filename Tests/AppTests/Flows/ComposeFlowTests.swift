import Compose
import ComposeTesting

extension FailingCall {
  /// Compose's `.failing`, for ``FailingCallTests``: showing the title step reads the draft left last time.
  static let compose = FailingCall("ComposeCoordinator.Dependencies.loadDraft") {
    await show(ComposeCoordinator(dependencies: .failing))
  }
}
