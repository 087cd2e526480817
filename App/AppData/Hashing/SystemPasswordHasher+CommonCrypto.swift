#if canImport(CommonCrypto)
  import CommonCrypto
  import Foundation
  import Security

  // Apple platforms: PBKDF2-HMAC-SHA256 from CommonCrypto with a SecRandom salt. Checked first,
  // so Darwin never picks up libcrypt even if a CCrypt module were visible.
  extension SystemPasswordHasher {
    private static let scheme = "pbkdf2-sha256"
    private static let saltLength = 16
    private static let keyLength = 32

    /// Iterations for this cost: 40,000 at cost 1, 640,000 at the default cost 5.
    private var iterations: UInt32 { UInt32(20_000) << UInt32(cost) }

    func platformHash(_ password: String) throws(PasswordHashingError) -> String {
      var salt = [UInt8](repeating: 0, count: Self.saltLength)
      let saltCount = salt.count
      guard SecRandomCopyBytes(kSecRandomDefault, saltCount, &salt) == errSecSuccess else {
        throw .saltUnavailable(reason: "SecRandomCopyBytes failed")
      }
      let rounds = iterations
      let key = try Self.derive(password, salt: salt, rounds: rounds)
      return "$\(Self.scheme)$\(rounds)$\(Data(salt).base64EncodedString())$\(Data(key).base64EncodedString())"
    }

    func platformVerify(_ password: String, against stored: String) -> Bool {
      // "", scheme, iterations, salt, key
      let parts = stored.split(separator: "$", omittingEmptySubsequences: false)
      guard parts.count == 5, parts[0].isEmpty, parts[1] == Self.scheme,
        let rounds = UInt32(parts[2]), rounds > 0,
        let salt = Data(base64Encoded: String(parts[3])), !salt.isEmpty,
        let expected = Data(base64Encoded: String(parts[4])), expected.count == Self.keyLength,
        let key = try? Self.derive(password, salt: Array(salt), rounds: rounds)
      else { return false }
      return ConstantTime.equal(key, Array(expected))
    }

    private static func derive(
      _ password: String, salt: [UInt8], rounds: UInt32
    ) throws(PasswordHashingError) -> [UInt8] {
      let passwordBytes = Array(password.utf8)
      var key = [UInt8](repeating: 0, count: keyLength)
      let status = passwordBytes.withUnsafeBufferPointer { passwordBuffer in
        passwordBuffer.withMemoryRebound(to: CChar.self) { passwordChars in
          salt.withUnsafeBufferPointer { saltBuffer in
            key.withUnsafeMutableBufferPointer { keyBuffer in
              CCKeyDerivationPBKDF(
                CCPBKDFAlgorithm(kCCPBKDF2), passwordChars.baseAddress, passwordChars.count,
                saltBuffer.baseAddress, saltBuffer.count, CCPseudoRandomAlgorithm(kCCPRFHmacAlgSHA256),
                rounds, keyBuffer.baseAddress, keyBuffer.count)
            }
          }
        }
      }
      guard status == Int32(kCCSuccess) else {
        throw .hashingFailed(reason: "CCKeyDerivationPBKDF returned \(status)")
      }
      return key
    }
  }
#endif
