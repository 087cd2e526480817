import FeatureFlagsClient
import FeatureFlagsClientTesting
import Observation
import ScaffoldingTesting
import Synchronization
import Testing

/// The flags the app runs with: defaults, what the device stored, the run's overrides, and a
/// change saved through the client that the next render reads.
@MainActor
@Suite("FeatureFlags")
struct FeatureFlagsTests {
  /// What the device refused, as a store's error would say it.
  struct Refusal: Error, Equatable {}

  @Test("before loading, every flag is at its default, under the run's overrides; nothing is read")
  func beforeLoading() {
    #expect(FeatureFlags(client: .failing).isOn(.compose))
    #expect(!FeatureFlags(client: .failing, overriding: [.compose: false]).isOn(.compose))
  }

  @Test("loading reads what the device stored; the run's overrides stay on top")
  func loading() async throws {
    let flags = FeatureFlags(client: .answering([.compose: false]))
    try await flags.load()
    #expect(!flags.isOn(.compose))

    let overridden = FeatureFlags(client: .answering([.compose: false]), overriding: [.compose: true])
    try await overridden.load()
    #expect(overridden.isOn(.compose))
  }

  @Test("flags that can't be read throw the client's sentence and stay as they were")
  func unreadable() async {
    let flags = FeatureFlags(
      client: FeatureFlagsClient(flags: { throw Refusal() }, set: { _, _ in }), overriding: [.compose: false])
    await #expect(throws: Refusal()) { try await flags.load() }
    #expect(!flags.isOn(.compose))
  }

  @Test("a change is saved through the client, then shows; an override gives way to it")
  func set() async throws {
    let save = ControlledDependency<(FeatureFlag, Bool), Void>("FeatureFlagsClient.set")
    let flags = FeatureFlags(
      client: FeatureFlagsClient(flags: { [:] }, set: { try await save.closure(($0, $1)) }),
      overriding: [.compose: false])
    let saving = Task { try await flags.set(.compose, on: true) }
    let call = try await save.nextCall()
    #expect(call.input == (.compose, true))
    #expect(!flags.isOn(.compose), "nothing shows before the save has answered")
    call.answer(with: ())
    try await saving.value
    #expect(flags.isOn(.compose))
  }

  @Test("a change that can't be saved throws the client's sentence and changes nothing")
  func unsaved() async {
    let flags = FeatureFlags(client: FeatureFlagsClient(flags: { [:] }, set: { _, _ in throw Refusal() }))
    await #expect(throws: Refusal()) { try await flags.set(.compose, on: false) }
    #expect(flags.isOn(.compose))
  }

  @Test(
    "a render that read a flag is told when it changes, as a SwiftUI view observing it redraws, under an override too",
    arguments: [[:], [FeatureFlag.compose: true]])
  func observed(overrides: [FeatureFlag: Bool]) async throws {
    let flags = FeatureFlags(client: .answering([:]), overriding: overrides)
    let changes = Changes()
    withObservationTracking {
      _ = flags.isOn(.compose)
    } onChange: {
      changes.note()
    }
    #expect(changes.count == 0)
    try await flags.set(.compose, on: false)
    #expect(changes.count == 1)
  }
}

/// How many times `withObservationTracking` said a read value changed.
private final class Changes: Sendable {
  private let counted = Mutex(0)

  var count: Int { counted.withLock { $0 } }

  func note() {
    counted.withLock { $0 += 1 }
  }
}
