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
  /// The signed-in user's preferences, loaded by the list and shown by every page.
  let preferences = PreferencesModel()
  private let onComplete: @MainActor (Outcome) -> Void

  /// A Settings flow for the signed-in user of `session` that reports how the user left to
  /// `onComplete`.
  public init(session: Session, dependencies: Dependencies, onComplete: @escaping @MainActor (Outcome) -> Void) {
    self.session = session
    self.dependencies = dependencies
    self.onComplete = onComplete
  }

  /// The list's screen; its task loads the preferences every screen of the flow shows.
  func list() -> some Screen {
    let model = preferences
    return SettingsListScreen(model: model).task(id: model.attempt) { [dependencies] task in
      await task.load({ try await dependencies.preferences() }) { model.stored = $0 }
    }
  }

  /// The appearance page; its task saves the appearance the user sets.
  func appearance() -> some Screen {
    let page = PreferencePageModel(preferences)
    return AppearanceScreen(model: page).task(id: page.attempt) { [dependencies] task in
      guard let change = page.change else { return }
      await task.load({ try await dependencies.savePreferences(change) }) { page.finishSave($0) }
    }
  }

  /// The notifications page; its task saves the choice the user makes.
  func notifications() -> some Screen {
    let page = PreferencePageModel(preferences)
    return NotificationsScreen(model: page).task(id: page.attempt) { [dependencies] task in
      guard let change = page.change else { return }
      await task.load({ try await dependencies.savePreferences(change) }) { page.finishSave($0) }
    }
  }

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

  /// Asks `page` to store the appearance named `name` (`system`, `light`, `dark`); refuses
  /// any other word.
  func setAppearance(_ name: String, on page: PreferencePageModel) throws {
    guard let appearance = UserPreferences.Appearance(rawValue: name) else {
      throw ScreenActionError("no appearance '\(name)'; choose one of: \(Self.appearanceChoices)")
    }
    try change(on: page) { $0.appearance = appearance }
  }

  /// Asks `page` to turn notifications `on` or `off`; refuses any other word.
  func setNotifications(_ word: String, on page: PreferencePageModel) throws {
    guard word == "on" || word == "off" else { throw ScreenActionError("say 'on' or 'off', not '\(word)'") }
    try change(on: page) { $0.notificationsEnabled = word == "on" }
  }

  /// Changes one preference of those the page shows and asks the page to store the result;
  /// refused while they are not loaded or a save is running (the page offers no change then).
  private func change(on page: PreferencePageModel, _ edit: (inout UserPreferences) -> Void) throws {
    guard var preferences = page.preferences.value, !page.isSaving else {
      throw ScreenActionError("wait until the preferences have loaded and any change is saved")
    }
    edit(&preferences)
    page.submit(preferences)
  }

  func signOut() {
    onComplete(.signedOut)
  }
}
