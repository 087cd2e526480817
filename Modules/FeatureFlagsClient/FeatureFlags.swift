import Observation

/// The feature flags the app runs with: what this device stored, each other flag at its
/// default, under what the run overrides (`console --flag compose=off`).
///
/// The App owns one for the run, loads it at launch (``load()``) and hands it to the features
/// that read a flag or change one, in their `Dependencies`. A screen asks ``isOn(_:)`` as it
/// renders, so a flag turned on or off in Settings (``set(_:on:)``) shows at the next render
/// in every tab, as a SwiftUI view observing the model redraws: no restart, no reload.
@MainActor
@Observable
public final class FeatureFlags {
  /// What this device stored, or set since: on (true) or off; a flag not here is at its default.
  private var stored: [FeatureFlag: Bool] = [:]
  /// What the run turned on or off, over what is stored; a flag set since leaves it. Changed
  /// only with ``stored``, which observers are told about.
  @ObservationIgnored private var overrides: [FeatureFlag: Bool]
  private let client: FeatureFlagsClient

  /// Flags read and saved through `client`, every flag at its default until ``load()``, with
  /// the flags in `overrides` turned on (true) or off for the run, over what is stored.
  /// Nonisolated, so a feature's `.preview` and `.failing`, usable from any actor, can make one.
  public nonisolated init(client: FeatureFlagsClient, overriding overrides: [FeatureFlag: Bool] = [:]) {
    self.client = client
    self.overrides = overrides
  }

  /// Whether `flag` is on. Read it where a screen renders, never to decide once and keep.
  public func isOn(_ flag: FeatureFlag) -> Bool {
    // Read under an override too, so an observer hears the change that replaces it.
    let stored = stored[flag]
    return overrides[flag] ?? stored ?? flag.isOnByDefault
  }

  /// Reads what this device stored through the client; the run's overrides stay on top. Throws
  /// the client's sentence when the flags can't be read, and then they stay as they were.
  public func load() async throws {
    stored = try await client.flags()
  }

  /// Turns `flag` on or off and saves it through the client, for this run and the next; the
  /// run's override of it, if any, gives way. Throws the client's sentence when it can't be
  /// saved, and then nothing changed. Once saved, the flag shows as set even if the caller was
  /// cancelled meanwhile: the flags are the app's, not one screen's.
  public func set(_ flag: FeatureFlag, on isOn: Bool) async throws {
    try await client.set(flag, isOn)
    overrides[flag] = nil
    stored[flag] = isOn
  }
}
