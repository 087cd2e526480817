import Observation
import SharedModels

/// What the flow knows about keeping its draft: why it couldn't (shown on every step), and the
/// writes in flight, which land in the order they were asked for.
@MainActor
@Observable
final class DraftModel {
  /// The sentence saying the draft couldn't be read or kept; nil when all is well.
  var problem: String?
  /// The last write asked for; the next one starts once it has finished.
  private var lastWrite: Task<Void, any Error>?

  /// Keeps `kept` through `save` (nil forgets the draft) once every write asked for before it
  /// has finished, as a networked app orders its writes to one resource: a step's keep still
  /// in flight never lands after the forget that follows it (publish, cancel) and brings the
  /// draft back. Cancelling the calling task (its step went) cancels its write, or stops it
  /// from starting; the writes after it still wait for it to end.
  func write(_ kept: ItemDraft?, through save: @escaping @Sendable (ItemDraft?) async throws -> Void) async throws {
    let write = Task { [previous = lastWrite] in
      _ = await previous?.result
      try Task.checkCancellation()
      try await save(kept)
    }
    lastWrite = write
    try await withTaskCancellationHandler {
      try await write.value
    } onCancel: {
      write.cancel()
    }
  }
}
