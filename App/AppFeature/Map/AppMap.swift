/// Every screen of the app and every transition between them, as `console --map` prints it:
/// walked from sign-in on the demo data (``walk(tabs:)``).
public struct AppMap: Codable, Equatable, Sendable {
  /// The screens, by id.
  public var screens: [MapScreen]
  /// The transitions, by the screen they start from, then action, then where they lead.
  public var transitions: [MapTransition]
}
