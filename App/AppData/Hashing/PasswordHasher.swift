/// Turns passwords into salted, deliberately slow hashes and checks passwords against them.
///
/// A protocol so the platform-specific part stays small and replaceable: ``SystemPasswordHasher``
/// uses libcrypt on Linux and CommonCrypto on Apple platforms; tests may use a cheaper cost.
package protocol PasswordHasher: Sendable {
  /// A new hash of `password` with a fresh random salt; the result embeds the salt and cost.
  func hash(_ password: String) throws(PasswordHashingError) -> String
  /// Whether `password` produces `stored`. Never throws: anything malformed is simply `false`.
  func verify(_ password: String, against stored: String) -> Bool
}
