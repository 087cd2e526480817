import Foundation
import Testing

@testable import AppData

/// The lock files of the windows on a data folder: each running window holds its own; those
/// killed windows leave are removed by the next start, however recent.
@Suite("Open windows")
struct OpenWindowsTests {
  @Test("a start removes every lock file no live window holds, and keeps the held ones")
  func staleLocksRemoved() throws {
    let folder = try TemporaryFolder()
    let windows = folder.data.appending(path: "windows")
    try FileManager.default.createDirectory(at: windows, withIntermediateDirectories: true)
    // As 46 killed consoles leave them: just made, unlocked.
    for _ in 1...46 {
      try Data().write(to: windows.appending(path: "\(UUID().uuidString.lowercased()).lock"))
    }
    let running = OpenWindows(dataFolder: folder.data)
    let next = OpenWindows(dataFolder: folder.data)
    #expect(Set(entries(of: windows)) == ["\(running.this).lock", "\(next.this).lock"])
    #expect(next.isRunning(running.this))
    running.close()
    #expect(!next.isRunning(running.this))
  }
}
