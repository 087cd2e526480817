@testable import AppFeature

/// The map of the demo app (``AppMap/walk(tabs:)`` over the real tab table), walked once for
/// every test that reads it.
@MainActor
let demoMap = Task { try await AppMap.walk() }

extension AppMap {
  /// Where `action` on the screen `screen` leads, and how (`settings/account (push)`); nil when
  /// the map has no such transition.
  func outcome(of action: String, on screen: String) -> String? {
    transitions.first { $0.from == screen && $0.action == action }.map { "\($0.to) (\($0.kind))" }
  }

  /// The screen called `id`, if the map has it.
  func screen(_ id: String) -> MapScreen? {
    screens.first { $0.id == id }
  }
}
