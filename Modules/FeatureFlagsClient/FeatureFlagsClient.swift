/// Which features are on, in the style of a network client's dependencies: one `@Sendable
/// async throws` closure per call, as a flag vendor's SDK answers them.
///
/// The App builds the live value (`FeatureFlagsClient.live(_:)`, in `App/AppFeature/Clients`),
/// which keeps the flags on this device, and reads it through a ``FeatureFlags`` model that it
/// hands to the features; previews and `console --feature` use ``preview``; tests use
/// `FeatureFlagsClientTesting`'s values (`.failing`, `.answering(_:)`) or a
/// `ControlledDependency`'s closure, to answer each call by hand.
public struct FeatureFlagsClient: Sendable {
  /// The flags this device turned on (true) or off; a flag it lacks is at its default. Throws
  /// the sentence the user reads when they can't be read.
  public var flags: @Sendable () async throws -> [FeatureFlag: Bool]
  /// Turns `flag` on or off on this device, for every run after this one too. Throws the
  /// sentence the user reads when it can't be saved; then nothing changed.
  public var set: @Sendable (_ flag: FeatureFlag, _ isOn: Bool) async throws -> Void

  /// A client that reads with `flags` and saves with `set`.
  public init(
    flags: @escaping @Sendable () async throws -> [FeatureFlag: Bool],
    set: @escaping @Sendable (_ flag: FeatureFlag, _ isOn: Bool) async throws -> Void
  ) {
    self.flags = flags
    self.set = set
  }

  /// A working stand-in with no I/O, for previews and for trying a feature alone: every flag
  /// at its default, and a change taken without being kept (the ``FeatureFlags`` model over
  /// it shows the change until the run ends).
  public static let preview = FeatureFlagsClient(flags: { [:] }, set: { _, _ in })
}
