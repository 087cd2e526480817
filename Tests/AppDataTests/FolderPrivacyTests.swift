import Foundation
import Testing

@testable import AppData

/// The data folder is private whatever the umask, and an existing one that isn't gets a
/// warning. The umask is the whole process's, so the umask cases run in `data-stress`.
@Suite("A private data folder", .serialized)
struct FolderPrivacyTests {
  @Test(
    "under umask 000 and 022 the folder and its missing parents are 0700, the files 0600", arguments: ["000", "022"])
  func privateWhateverTheUmask(mask: String) throws {
    let folder = try TemporaryFolder()
    let parents = folder.url.appending(path: "made/by/app")
    let data = parents.appending(path: "data")
    let output = try DataStress.run([[data.path(percentEncoded: false), "umask", mask]])
    #expect(output[0].lines == ["opened"], "\(output[0])")
    for made in [folder.url.appending(path: "made"), folder.url.appending(path: "made/by"), parents, data] {
      #expect(try permissions(of: made) == 0o700, "\(made.path)")
    }
    for name in entries(of: data) where name.hasPrefix(DatabaseFile.name) {
      #expect(try permissions(of: data.appending(path: name)) == 0o600, "\(name)")
    }
    #expect(entries(of: data).contains(DatabaseFile.name))
  }

  @Test("an existing folder others can write to gets a warning that says how to fix it; a private one none")
  @DataActor
  func exposedFolderWarned() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(at: folder.data, withIntermediateDirectories: true)
    let path = folder.data.path(percentEncoded: false)
    #expect(chmod(path, 0o777) == 0)
    let stores = openStores(in: folder)
    let warning = try #require(stores.issues.first)
    #expect(stores.issues.count == 1)
    #expect(warning.problem == .notPrivate(warning: try #require(DataFolder.exposure(at: path))))
    #expect(
      warning.description
        == "\(path) can be written by other users (mode 777); make it private with: chmod 700 '\(path)'")
    #expect(try permissions(of: folder.data) == 0o777)  // the user's folder is not changed behind their back
    #expect(chmod(path, 0o700) == 0)
    #expect(openStores(in: folder).issues.isEmpty)
  }
}
