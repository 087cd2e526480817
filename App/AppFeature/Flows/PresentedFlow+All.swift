extension PresentedFlow {
  /// The flows other features present, which run alone with `console --feature <name>`: the
  /// one place such a flow is registered. Each is defined beside its wiring (`Compose.swift`).
  public static let all: [PresentedFlow] = [
    .compose
  ]
}
