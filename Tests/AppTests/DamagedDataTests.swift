import AppTesting
import Foundation
import ScaffoldingTesting
import SharedModels
import Testing

@testable import AppData
@testable import AppFeature

/// The app over a data folder it can't use as it is: it still starts, says what happened, and
/// never lets a password be checked without the attempt being recorded.
@MainActor
@Suite("Damaged data")
struct DamagedDataTests {
  @Test("a damaged database is reported once, moved aside and replaced; the app starts and signs in")
  func damagedDatabase() async throws {
    let folder = DataFolder()
    _ = folder.launch()
    let database = folder.url.appending(path: AppDataStores.fileName)
    try Data("{ not a database".utf8).write(to: database)

    let app = folder.launch()
    let problems = await app.environment.takeProblems()
    #expect(problems.count == 1)
    #expect(problems.first?.contains("\(AppDataStores.fileName) is damaged") == true)
    let movedAside = folder.url.appending(path: "\(AppDataStores.fileName).corrupt-1")
    #expect(try String(contentsOf: movedAside, encoding: .utf8) == "{ not a database")
    try await app.signInAsDemo()
    #expect(app.session?.isDemo == true)
    #expect(await app.environment.takeProblems().isEmpty)
  }

  @Test("a moved-aside file is reported at every start until shown, and not after")
  func reportedUntilShown() async throws {
    let folder = DataFolder()
    _ = folder.launch()
    try Data("{ not a database".utf8).write(to: folder.url.appending(path: AppDataStores.fileName))
    _ = folder.launch()  // killed before it showed anything

    let reminded = await folder.launch().environment.takeProblems()
    #expect(reminded.count == 1)
    #expect(reminded.first?.contains("was found damaged at an earlier start") == true)
    await #expect(folder.launch().environment.takeProblems().isEmpty, "shown once, so not again")
  }

  @Test("damage met while running is shown with the next problems, once, and not at the next start")
  func damageMetWhileRunning() async throws {
    let folder = DataFolder()
    let app = folder.launch()
    try await app.signInAsDemo()
    #expect(await app.environment.takeProblems().isEmpty)
    let stores = app.environment.stores
    try await stores.database.checkpoint()
    let url = folder.url.appending(path: AppDataStores.fileName)
    var bytes = try Data(contentsOf: url)
    bytes.replaceSubrange(4096..<bytes.count, with: Data(count: bytes.count - 4096))
    try bytes.write(to: url)
    try await stores.database.execute("PRAGMA shrink_memory")

    await #expect(throws: DataReadError.self) { try await stores.items.feedPage(limit: 20) }

    let problems = await app.environment.takeProblems()
    #expect(problems.count == 1)
    #expect(problems.first?.contains("\(AppDataStores.fileName) is damaged") == true)
    #expect(await app.environment.takeProblems().isEmpty)
    await #expect(folder.launch().environment.takeProblems().isEmpty, "shown while running, so not again")
  }

  @Test("a data folder that can't be made is reported; sign-in is refused rather than checked unrecorded")
  func unusableFolder() async throws {
    let file = DataFolder()
    try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: true)
    let notAFolder = file.url.appending(path: "not-a-folder")
    try Data("x".utf8).write(to: notAFolder)

    let app = AppCoordinator(
      environment: .open(
        at: .directory(notAFolder.appending(path: "data")), hashCost: SystemPasswordHasher.minimumCost),
      tabs: .standIns)
    #expect(await app.environment.takeProblems().count == 1)
    let refusal = await #expect(throws: (any Error).self) { try await app.signInAsDemo() }
    #expect(
      refusal.map { "\($0)" }?.contains("Your password was not checked.") == true, "\(String(describing: refusal))")
    #expect(app.session == nil)
    #expect(app.visibleTitle == "Sign in")
  }
}
