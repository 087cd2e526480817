import Foundation

/// How many wrong passwords in a row lock an account, and for how long. A parameter so tests
/// and stricter deployments can change it.
package struct LockoutPolicy: Hashable, Sendable {
  /// Consecutive failures that lock the account.
  package var maximumFailures: Int
  /// How long a locked account refuses sign-in.
  package var lockDuration: TimeInterval

  /// Five failures lock the account for five minutes.
  package static let standard = LockoutPolicy(maximumFailures: 5, lockDuration: 5 * 60)

  /// A policy; `maximumFailures` is at least 1.
  package init(maximumFailures: Int, lockDuration: TimeInterval) {
    self.maximumFailures = max(1, maximumFailures)
    self.lockDuration = lockDuration
  }
}
