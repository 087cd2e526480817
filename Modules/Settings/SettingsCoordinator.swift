import Scaffolding
import SharedModels

/// The Settings tab: appearance, notifications, the account, and the ways out of the
/// signed-in app.
///
/// The module's only public symbol. Leaving is an outcome, not a navigation Settings performs:
/// it reports ``Outcome/signedOut`` or ``Outcome/accountDeleted`` to `onComplete` and the app
/// swaps its root.
public final class SettingsCoordinator: FlowCoordinatable {
  /// The flow's navigation state.
  public let stack = FlowStack<SettingsCoordinator>(root: .list)
  let session: Session
  let dependencies: Dependencies
  private let onComplete: @MainActor (Outcome) -> Void

  /// A Settings flow for the signed-in user of `session` that reports how the user left to
  /// `onComplete`.
  public init(session: Session, dependencies: Dependencies, onComplete: @escaping @MainActor (Outcome) -> Void) {
    self.session = session
    self.dependencies = dependencies
    self.onComplete = onComplete
  }

  func list() -> some Screen { SettingsListScreen() }
  func appearance() -> some Screen { AppearanceScreen() }
  func notifications() -> some Screen { NotificationsScreen() }
  func account() -> some Screen { AccountScreen() }
  func deleteAccount() -> any Coordinatable {
    DeleteAccountCoordinator(
      username: session.userID.rawValue, dependencies: .init(deleteAccount: dependencies.deleteAccount)
    ) { [weak self] outcome in
      switch outcome {
      case .deleted: self?.onComplete(.accountDeleted)
      }
    }
  }

  /// The appearances to choose from, as typed.
  static let appearanceChoices = UserPreferences.Appearance.allCases.map(\.rawValue).joined(separator: ", ")

  /// Uses the appearance named `name` (`system`, `light`, `dark`); refuses any other word.
  func setAppearance(_ name: String) throws {
    guard let appearance = UserPreferences.Appearance(rawValue: name) else {
      throw ScreenActionError("no appearance '\(name)'; choose one of: \(Self.appearanceChoices)")
    }
    try update { $0.appearance = appearance }
  }

  /// Turns notifications `on` or `off`; refuses any other word.
  func setNotifications(_ word: String) throws {
    guard word == "on" || word == "off" else { throw ScreenActionError("say 'on' or 'off', not '\(word)'") }
    try update { $0.notificationsEnabled = word == "on" }
  }

  /// Changes one preference and stores the result.
  private func update(_ change: (inout UserPreferences) -> Void) throws {
    var preferences = try dependencies.preferences()
    change(&preferences)
    try dependencies.savePreferences(preferences)
  }

  func signOut() {
    onComplete(.signedOut)
  }
}
