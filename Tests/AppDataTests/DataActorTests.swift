import AppData
import Foundation
import Synchronization
import Testing

/// The stores run on their own actor, as a network client does its requests: a call made from
/// the main actor does its work off the main thread, and the main actor runs on meanwhile.
@MainActor
@Suite("The stores run off the main actor")
struct DataActorTests {
  @Test("a sign-in awaited from the main actor checks the password off the main thread")
  func signInRunsOffTheMainThread() async throws {
    #expect(Thread.isMainThread)
    let hasher = ThreadRecordingHasher()
    let stores = AppDataStores.open(at: .inMemory, hasher: hasher)
    _ = try await stores.accounts.signIn(username: "demo", password: "scaffolding")
    #expect(hasher.checkedOnMainThread == [false])
  }

  @Test("the main actor runs on while a store call is busy")
  func mainActorRunsOn() async throws {
    let hasher = ThreadRecordingHasher(checkTime: 0.2)
    let stores = AppDataStores.open(at: .inMemory, hasher: hasher)
    let signIn = Task { try await stores.accounts.signIn(username: "demo", password: "scaffolding") }
    // Were the stores on the main actor, this loop could not run during the check.
    var sawCheckInProgress = false
    for _ in 0..<2_000 where !sawCheckInProgress {
      try await Task.sleep(for: .milliseconds(1))
      sawCheckInProgress = hasher.isChecking
    }
    #expect(sawCheckInProgress, "the main actor ran while the password was being checked")
    #expect(try await signIn.value.userID.rawValue == "demo")
  }
}

/// The fast hasher, recording on which thread each password was checked, and taking
/// `checkTime` seconds for each check.
private final class ThreadRecordingHasher: PasswordHasher {
  private let checkTime: TimeInterval
  private let threads = Mutex<[Bool]>([])
  private let checking = Mutex(false)

  init(checkTime: TimeInterval = 0) {
    self.checkTime = checkTime
  }

  /// For each check that finished, whether it ran on the main thread.
  var checkedOnMainThread: [Bool] { threads.withLock { $0 } }
  /// Whether a password is being checked right now.
  var isChecking: Bool { checking.withLock { $0 } }

  func hash(_ password: String) throws(PasswordHashingError) -> String {
    try fastHasher.hash(password)
  }

  func verify(_ password: String, against stored: String) -> Bool {
    checking.withLock { $0 = true }
    defer { checking.withLock { $0 = false } }
    if checkTime > 0 { Thread.sleep(forTimeInterval: checkTime) }
    let verified = fastHasher.verify(password, against: stored)
    threads.withLock { $0.append(Thread.isMainThread) }
    return verified
  }
}
