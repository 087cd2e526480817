import Foundation
import Testing

@testable import AppData

@Suite("Data location")
struct DataLocationTests {
  @Test("XDG_DATA_HOME wins when absolute")
  func xdg() {
    let location = DataLocation.default(environment: ["XDG_DATA_HOME": "/xdg/data", "HOME": "/home/u"])
    #expect(location == .directory(URL(filePath: "/xdg/data/modular-navigation", directoryHint: .isDirectory)))
  }

  @Test("otherwise ~/.local/share, and a relative or empty XDG_DATA_HOME is ignored", arguments: [nil, "", "rel/dir"])
  func home(xdg: String?) {
    var environment = ["HOME": "/home/u"]
    environment["XDG_DATA_HOME"] = xdg
    guard case .directory(let url) = DataLocation.default(environment: environment) else {
      Issue.record("expected a directory")
      return
    }
    #expect(url.path(percentEncoded: false).hasPrefix("/home/u/.local/share/modular-navigation"))
  }
}
