import FeatureFlagsClient
import Scaffolding
import SharedModels

/// The Settings tab: appearance, notifications, the feature flags, the account, and the ways
/// out of the signed-in app.
///
/// The module's only public symbol. Leaving is an outcome, not a navigation Settings performs:
/// it reports ``Outcome/signedOut`` or ``Outcome/accountDeleted`` to `onComplete` and the app
/// swaps its root.
public final class SettingsCoordinator: FlowCoordinatable {
  /// The flow's navigation state.
  public let stack = FlowStack<SettingsCoordinator>(root: .list)
  let session: Session
  let dependencies: Dependencies
  /// The signed-in user's preferences, which the list and both pages show: the root's state,
  /// so the coordinator owns it. The list loads them (its load lives as long as any page is
  /// pushed over it), and a save shows what it stored without reading it again.
  let preferences = Load<UserPreferences>()
  private let onComplete: @MainActor (Outcome) -> Void

  /// A Settings flow for the signed-in user of `session` that reports how the user left to
  /// `onComplete`.
  public init(session: Session, dependencies: Dependencies, onComplete: @escaping @MainActor (Outcome) -> Void) {
    self.session = session
    self.dependencies = dependencies
    self.onComplete = onComplete
  }

  /// The list's screen; it loads the preferences every screen of the flow shows.
  func list() -> some Screen {
    SettingsListScreen().load(into: preferences) { [dependencies] in try await dependencies.preferences() }
  }

  /// The appearance or notifications page.
  func preference(_ page: PreferenceScreen.Page) -> some Screen { PreferenceScreen(page: page).showing(preferences) }

  /// The feature flags' page.
  func features() -> some Screen { FeaturesScreen() }

  func account() -> some Screen { AccountScreen() }
  func deleteAccount() -> any Coordinatable {
    DeleteAccountCoordinator(username: session.userID.rawValue, dependencies: dependencies) { [weak self] in
      self?.onComplete(.accountDeleted)
    }
  }

  /// The appearances to choose from, as typed.
  static let appearanceChoices = UserPreferences.Appearance.allCases.map(\.rawValue).joined(separator: ", ")

  /// Stores the preferences with `page`'s one changed to `word` (an appearance: `system`,
  /// `light`, `dark`; notifications: `on` or `off`), refusing any other word; once stored, every
  /// screen shows them, even when the page that asked has gone meanwhile.
  func set(_ page: PreferenceScreen.Page, to word: String) async throws {
    guard var changed = preferences.value else {
      throw ScreenActionError("wait until the preferences have loaded")
    }
    switch page {
    case .appearance:
      guard let appearance = UserPreferences.Appearance(rawValue: word) else {
        throw ScreenActionError("no appearance '\(word)'; choose one of: \(Self.appearanceChoices)")
      }
      changed.appearance = appearance
    case .notifications:
      changed.notificationsEnabled = try Self.isOn(word)
    }
    try await dependencies.savePreferences(changed)
    preferences.set(changed)
  }

  /// Turns the flag called `name` on or off (`word`: `on` or `off`), refusing any other name or
  /// word; once saved, every tab that reads the flag shows it at its next render.
  func setFlag(_ name: String, to word: String) async throws {
    guard let flag = FeatureFlag(rawValue: name) else {
      throw ScreenActionError("no feature flag '\(name)'; flags are: \(FeatureFlag.names)")
    }
    try await dependencies.featureFlags.set(flag, on: Self.isOn(word))
  }

  /// Whether `word` says on (`on`) or off (`off`); refuses any other word.
  private static func isOn(_ word: String) throws -> Bool {
    guard word == "on" || word == "off" else { throw ScreenActionError("say 'on' or 'off', not '\(word)'") }
    return word == "on"
  }

  func signOut() {
    onComplete(.signedOut)
  }

  /// Whether the password asked again was right, since the account page's guard asked for it.
  private var passwordConfirmed = false

  /// Checks the password asked again before the account page, then closes that page; throws
  /// the sentence the user reads when it is wrong.
  func confirmPassword(_ password: String) async throws {
    try await dependencies.confirmPassword(password)
    passwordConfirmed = true
    pop()
  }

  /// The account page (and deleting the account from it) needs a recent sign-in: when the user
  /// has not proved who they are lately, the password is asked again first, however the user
  /// comes (the list's `account`, a link, a restore).
  public var navigationGuards: [NavigationGuard] {
    [
      NavigationGuard("recent sign-in", on: Destinations.account) { [weak self, dependencies] in
        guard try await !dependencies.signInIsRecent() else { return .allow }
        return .redirect {
          self?.passwordConfirmed = false
          _ = await self?.present(.confirmPassword, returning: Void.self)
          return self?.passwordConfirmed == true
        }
      }
    ]
  }
}
