/// The platform's password hashing, behind ``PasswordHasher``.
///
/// - Linux: crypt(3) from libcrypt (libxcrypt), yescrypt (`$y$…`), `cost` is yescrypt's cost.
/// - Apple platforms: PBKDF2-HMAC-SHA256 from CommonCrypto, `20_000 << cost` iterations
///   (cost 5 is 640,000), stored as `$pbkdf2-sha256$<iterations>$<salt>$<key>` (base64).
///
/// Hashes embed their salt and cost, so lowering the cost (tests, benchmarks) only affects new
/// hashes. A hash made on one platform verifies only on a platform with the same scheme.
package struct SystemPasswordHasher: PasswordHasher {
  /// The app's cost: a sign-in takes tens of milliseconds, a guessing attack far longer.
  package static let defaultCost = 5
  /// The cheapest cost, for tests and benchmarks only.
  package static let minimumCost = 1
  /// The dearest cost accepted.
  package static let maximumCost = 11

  /// The work factor, clamped to `minimumCost...maximumCost`.
  package let cost: Int

  /// A hasher with the given work factor; use ``minimumCost`` in tests.
  package init(cost: Int = SystemPasswordHasher.defaultCost) {
    self.cost = min(max(cost, Self.minimumCost), Self.maximumCost)
  }

  /// A new salted hash of `password`.
  package func hash(_ password: String) throws(PasswordHashingError) -> String {
    try platformHash(password)
  }

  /// Whether `password` matches `stored`, compared in constant time.
  package func verify(_ password: String, against stored: String) -> Bool {
    platformVerify(password, against: stored)
  }
}
