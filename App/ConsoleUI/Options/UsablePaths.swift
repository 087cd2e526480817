import AppData
import Foundation

/// Checks the paths on the command line before anything starts, so a script or data folder
/// that can't be used ends the run with one clear line (and status 64) instead of a session
/// that fails later.
package enum UsablePaths {
  /// Why the script at `path` can't be read, nil when it can.
  package static func problem(withScript path: String) -> String? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return "can't read the script '\(path)': there is no such file"
    }
    if isDirectory.boolValue { return "can't read the script '\(path)': it is a folder" }
    guard FileManager.default.isReadableFile(atPath: path) else {
      return "can't read the script '\(path)': permission denied"
    }
    return nil
  }

  /// Why the data folder at `path` can't be used, nil when it can. A folder that does not
  /// exist yet is created, with its missing parents, private to its owner (0700) whatever the
  /// umask (see `DataFolder.create(at:)`).
  package static func problem(withDataFolder path: String) -> String? {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else { return "can't keep data in '\(path)': it is a file, not a folder" }
      guard FileManager.default.isWritableFile(atPath: path) else {
        return "can't keep data in '\(path)': the folder is not writable"
      }
      return nil
    }
    guard let reason = DataFolder.create(at: path) else { return nil }
    return "can't keep data in '\(path)': the folder can't be created (\(reason))"
  }

  /// A warning when the existing data folder at `path` can be written by other users, who
  /// could plant files in it; nil when it is private.
  package static func warning(withDataFolder path: String) -> String? {
    DataFolder.exposure(at: path)
  }
}
