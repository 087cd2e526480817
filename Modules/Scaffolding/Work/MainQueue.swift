import Dispatch

/// Whether the calling code runs on the main dispatch queue, where the main actor's jobs run:
/// a question `MainActor.assumeIsolated` can only answer by stopping the process.
enum MainQueue {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

  /// True while a job of the main queue (so of the main actor) runs.
  static var isCurrent: Bool {
    _ = marked
    return DispatchQueue.getSpecific(key: key) == true
  }
}
