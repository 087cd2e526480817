import Foundation

/// The windows using one data folder (console processes here; an iPad app's scenes or a share
/// extension in an app), so a window can tell whether the one that left a draft still runs.
///
/// Each window holds an exclusive lock on a file of its own (`windows/<id>.lock`) while it runs;
/// the system releases it when the window closes, quits, crashes or is killed. A window whose
/// file is missing or unlocked is not running: what it left can be taken up. In memory there is
/// one window, this one. With a folder whose lock files can't be made, no window can be told
/// apart from one that has gone, so none is taken for gone.
final class OpenWindows: Sendable {
  /// This window's id, fresh for every run.
  let this: String
  /// The folder of lock files; nil in memory, or when it can't be used.
  private let folder: String?
  /// Whether no other window can share the data: it is in memory.
  private let isAlone: Bool
  /// The descriptor holding this window's lock, -1 when there is none.
  private let lock: Int32

  /// This window, among those of the data folder `dataFolder` (nil: in memory).
  init(dataFolder: URL?) {
    this = UUID().uuidString.lowercased()
    isAlone = dataFolder == nil
    guard let dataFolder else {
      (folder, lock) = (nil, -1)
      return
    }
    let folder = dataFolder.appending(path: "windows").path(percentEncoded: false)
    _ = DataFolder.create(at: folder)
    guard let lock = Self.lockOwnFile("\(folder)/\(this).lock") else {
      (self.folder, self.lock) = (nil, -1)
      return
    }
    (self.folder, self.lock) = (folder, lock)
    sweep()
  }

  deinit {
    if lock >= 0 { SystemCalls.release(lock) }
  }

  /// This window is closing: its lock file goes (a missing file is a window that is not
  /// running), and the system releases the lock with the descriptor, at the latest when the
  /// process ends.
  func close() {
    guard let folder else { return }
    _ = SystemCalls.remove("\(folder)/\(this).lock")
  }

  /// Makes the file at `path` and locks it, the lock taken on the file still at `path`: another
  /// window's ``sweep()`` may remove the file between its making and its locking, and a lock on
  /// a removed file would leave this window looking gone. Nil if it can't be done.
  private static func lockOwnFile(_ path: String) -> Int32? {
    for _ in 1...3 {
      guard let descriptor = SystemCalls.lockExclusively(path, creating: true) else { return nil }
      if SystemCalls.fileID(of: descriptor) == SystemCalls.fileID(at: path) { return descriptor }
      SystemCalls.release(descriptor)
    }
    return nil
  }

  /// Removes the lock files no running window holds: those every killed window leaves. A file
  /// a draft names goes too, since a missing file is a window that is not running, just as an
  /// unlocked one is.
  private func sweep() {
    guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names where name.hasSuffix(".lock") {
      let path = "\(folder)/\(name)"
      guard let descriptor = SystemCalls.lockExclusively(path, creating: false) else { continue }
      _ = SystemCalls.remove(path)
      SystemCalls.release(descriptor)
    }
  }

  /// Whether the window `id` is running: this one is; another is while it holds its lock. The
  /// lock file of a window found gone is removed.
  func isRunning(_ id: String) -> Bool {
    guard id != this else { return true }
    // With a folder whose locks can't be used, unsure whether it runs: take nothing of its.
    guard let folder else { return !isAlone }
    // Ids are made here; anything else (an older draft's empty id) names no window.
    guard UUID(uuidString: id) != nil else { return false }
    let path = "\(folder)/\(id).lock"
    guard let descriptor = SystemCalls.lockExclusively(path, creating: false) else {
      return SystemCalls.fileType(at: path) != .missing
    }
    _ = SystemCalls.remove(path)
    SystemCalls.release(descriptor)
    return false
  }
}
