import Observation
import Scaffolding
import SharedModels

/// The signed-in user's preferences, which the list, the appearance page and the notifications
/// page all show: the flow's root state, so the coordinator owns it.
///
/// The list loads them (``read``, attached to the flow's root, in the tree as long as any page
/// is), so a page pushed over the list shows them at once instead of loading them again, and a
/// `retry` on any of the three screens restarts that one load. A page's save puts what it
/// stored in ``saved``, so every screen shows the change without reading it again.
@MainActor
@Observable
final class PreferencesModel {
  /// The preferences as the store returned them.
  let read = Load<UserPreferences>()
  /// What the last save stored, shown instead of what was read.
  var saved: UserPreferences?

  /// What the screens show: the last save, else the read.
  var state: Loadable<UserPreferences> { saved.map { .loaded($0) } ?? read.state }
}
