extension PresentedFlow {
  /// The flows other features present, which run alone with `console --feature <name>`: the
  /// one place such a flow is registered. Each is defined beside its wiring (`Compose.swift`).
  /// `Tuist-free-scripts/new-module --flow <Name>` and `remove-module <Name>` edit the list
  /// between its markers, and refuse to run without them.
  public static let all: [PresentedFlow] = [
    // new-module:begin flows
    .compose
    // new-module:end flows
  ]
}
