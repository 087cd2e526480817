/// The headless counterpart of a SwiftUI `View`: a value a front end renders.
///
/// A route function returns a screen the way it would return a view. The screen describes
/// itself on demand, given its ``ScreenContext``: from there it reads its coordinator (as a
/// view reads one from `@Environment`) and how it was reached. Don't store the coordinator in
/// the screen: the coordinator's stack holds the screen, so a strong reference back would keep
/// both alive forever.
@MainActor
public protocol Screen {
  /// What the user sees and can do now. Called on every render, so read live state here.
  func body(in context: ScreenContext) -> ScreenBody
}
