import AppData
import FeatureFlagsClient

extension FeatureFlagsClient {
  /// The flags in the app: kept on this device, in the app's data (``AppData/FeatureFlagStore``),
  /// with no network in between, as a flag vendor's SDK keeps the last flags it fetched. Swap
  /// this value for the vendor's client; the features that read flags don't change. A name the
  /// store holds that no ``FeatureFlag`` has (a flag removed since) is left out.
  @MainActor
  static func live(_ environment: AppEnvironment) -> Self {
    let store = environment.stores.featureFlags
    return FeatureFlagsClient(
      flags: {
        var flags: [FeatureFlag: Bool] = [:]
        for (name, isOn) in try await store.flags() {
          if let flag = FeatureFlag(rawValue: name) { flags[flag] = isOn }
        }
        return flags
      },
      set: { flag, isOn in try await store.set(flag.rawValue, on: isOn) })
  }
}
