import AppData
import AppTesting
import Foundation
import ScaffoldingTesting
import SharedModels
import Testing

@testable import AppFeature

/// The app over a data folder it can't use as it is: it still starts, says what happened, and
/// never lets a password be checked without the attempt being recorded.
@MainActor
@Suite("Damaged data")
struct DamagedDataTests {
  @Test("a damaged database is reported once, moved aside and replaced; the app starts and signs in")
  func damagedDatabase() throws {
    let folder = DataFolder()
    _ = folder.launch()
    let database = folder.url.appending(path: AppDataStores.fileName)
    try Data("{ not a database".utf8).write(to: database)

    let app = folder.launch()
    let problems = app.environment.takeProblems()
    #expect(problems.count == 1)
    #expect(problems.first?.contains("\(AppDataStores.fileName) is damaged") == true)
    let movedAside = folder.url.appending(path: "\(AppDataStores.fileName).corrupt-1")
    #expect(try String(contentsOf: movedAside, encoding: .utf8) == "{ not a database")
    try app.signInAsDemo()
    #expect(app.session?.isDemo == true)
    #expect(app.environment.takeProblems().isEmpty)
  }

  @Test("a data folder that can't be made is reported; sign-in is refused rather than checked unrecorded")
  func unusableFolder() throws {
    let file = DataFolder()
    try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: true)
    let notAFolder = file.url.appending(path: "not-a-folder")
    try Data("x".utf8).write(to: notAFolder)

    let app = AppCoordinator(
      environment: .open(
        at: .directory(notAFolder.appending(path: "data")), hashCost: SystemPasswordHasher.minimumCost),
      tabs: .standIns)
    #expect(app.environment.takeProblems().count == 1)
    let error = #expect(throws: (any Error).self) { try app.signInAsDemo() }
    #expect(error.map { "\($0)" }?.contains("Your password was not checked.") == true)
    #expect(app.session == nil)
    #expect(app.visibleTitle == "Sign in")
  }
}
