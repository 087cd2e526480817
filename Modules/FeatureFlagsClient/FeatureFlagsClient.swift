/// A service any feature may call, in the style of a network client's
/// dependencies: one `@Sendable async throws` closure per call, so a feature takes the client
/// in its `Dependencies` like any other need, and never imports how it is done.
///
/// The App builds the live value (`FeatureFlagsClient.live(_:)`, in `App/AppFeature/Clients`) and
/// hands it to the features that want it; previews and `console --feature` use ``preview``;
/// tests use `FeatureFlagsClientTesting`'s values (`.failing`, `.answering(_:)`) or a
/// `ControlledDependency`'s closure, to answer each call by hand.
public struct FeatureFlagsClient: Sendable {
  /// The value the service holds under `key`, or nil when it holds none. Throws the sentence
  /// the user reads when the service can't answer (offline, refused), and `CancellationError`
  /// when the screen that asked has gone.
  public var fetch: @Sendable (_ key: String) async throws -> String?

  /// A client that asks `fetch`.
  public init(fetch: @escaping @Sendable (_ key: String) async throws -> String?) {
    self.fetch = fetch
  }

  /// A working stand-in with no I/O, for previews and for trying a feature alone: answers a
  /// `"greeting"` at once, and nil for any other key.
  public static let preview = FeatureFlagsClient { key in
    key == "greeting" ? "Hello from the FeatureFlagsClient preview" : nil
  }
}
