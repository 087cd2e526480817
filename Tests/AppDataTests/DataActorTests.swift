import AppData
import Foundation
import Synchronization
import Testing

/// The stores run on their own actor, as a network client does its requests: a call made from
/// the main actor does its work off it, and the main actor runs on meanwhile.
@MainActor
@Suite("The stores run off the main actor")
struct DataActorTests {
  @Test("the main actor runs on while a sign-in awaited from it checks the password")
  func mainActorRunsOn() async throws {
    let hasher = WaitingHasher()
    let stores = AppDataStores.open(at: .inMemory, hasher: hasher)
    let signIn = Task { try await stores.accounts.signIn(username: "demo", password: "scaffolding") }
    // The check waits until this loop has seen it in progress, which it could never do were the
    // stores on the main actor: the check would hold the main actor until it gave up.
    var sawCheckInProgress = false
    while !sawCheckInProgress, !hasher.gaveUp {
      try await Task.sleep(for: .milliseconds(1))
      sawCheckInProgress = hasher.isChecking
    }
    hasher.release()
    #expect(sawCheckInProgress, "the main actor ran while the password was being checked")
    #expect(try await signIn.value.userID.rawValue == "demo")
  }
}

/// The fast hasher, whose checks wait until the test releases them (or 30 seconds pass).
private final class WaitingHasher: PasswordHasher {
  private struct State {
    var isChecking = false
    var isReleased = false
    var gaveUp = false
  }
  private let state = Mutex(State())

  /// Whether a password is being checked right now.
  var isChecking: Bool { state.withLock { $0.isChecking } }
  /// Whether a check stopped waiting without being released.
  var gaveUp: Bool { state.withLock { $0.gaveUp } }

  /// Lets every check finish.
  func release() {
    state.withLock { $0.isReleased = true }
  }

  func hash(_ password: String) throws(PasswordHashingError) -> String {
    try fastHasher.hash(password)
  }

  func verify(_ password: String, against stored: String) -> Bool {
    state.withLock { $0.isChecking = true }
    let deadline = ContinuousClock.now + .seconds(30)
    while !state.withLock({ $0.isReleased }), ContinuousClock.now < deadline {
      Thread.sleep(forTimeInterval: 0.001)
    }
    state.withLock {
      $0.isChecking = false
      $0.gaveUp = !$0.isReleased
    }
    return fastHasher.verify(password, against: stored)
  }
}
