import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The data folder on disk: made in one place, private to its owner whatever the umask.
///
/// The console checks the folder named on its command line through here before anything
/// starts, and the stores open it through here, so no code path creates it with the
/// process's default permissions.
package enum DataFolder {
  /// Creates the folder at `path` and any missing parents, each readable, writable and
  /// searchable by its owner only (0700): `mkdir`'s mode is narrowed by the umask, never
  /// widened, so each folder this call creates is set to 0700 explicitly. Folders that already
  /// exist are left as they are. Returns the system's reason when it fails (e.g. "Not a
  /// directory" when a regular file is in the way), nil when the folder is there.
  package static func create(at path: String) -> String? {
    var current = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      current += "/\(component)"
      if mkdir(current, 0o700) == 0 {
        guard chmod(current, 0o700) == 0 else { return SystemCalls.lastErrorReason() }
      } else if errno != EEXIST {
        return SystemCalls.lastErrorReason()
      }
    }
    let type = SystemCalls.fileType(at: path)
    guard type == .directory else {
      // A symbolic link to a folder is followed by mkdir's EEXIST but not by lstat: accept it
      // only if it leads to a folder.
      var info = stat()
      guard stat(path, &info) == 0 else { return SystemCalls.lastErrorReason() }
      return info.st_mode & S_IFMT == S_IFDIR ? nil : SystemCalls.message(forErrorCode: ENOTDIR)
    }
    return nil
  }

  /// A warning when the existing folder at `path` can be written by its group or by anyone
  /// (another local user could plant files in it, such as a link where the history goes), nil
  /// when it is private or missing.
  package static func exposure(at path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & 0o022 != 0 else { return nil }
    let mode = String(info.st_mode & 0o777, radix: 8)
    return "\(path) can be written by other users (mode \(mode)); "
      + "make it private with: chmod 700 '\(path)'"
  }
}
