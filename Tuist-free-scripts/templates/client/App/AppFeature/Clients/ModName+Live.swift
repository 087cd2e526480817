import ModName

extension ModName {
  /// The live ModName in the app. Swap this function for the vendor's SDK (its call inside
  /// `fetch`); the features that take the client don't change. Until then it answers from a
  /// table of its own, through the simulated network as every live dependency does
  /// (``AppEnvironment/request(isolation:_:)``): as slow as `console --latency` makes it, failing
  /// while the network is down, and cancelled with the screen that asked.
  static func live(_ environment: AppEnvironment) -> Self {
    let answers = ["greeting": "Hello from the service behind ModName"]
    return ModName { key in try await environment.request { answers[key] } }
  }
}
