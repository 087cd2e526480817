#if !canImport(CCrypt) && !canImport(CommonCrypto)
  // Platforms with neither libcrypt nor CommonCrypto: refuse rather than store weak hashes.
  extension SystemPasswordHasher {
    func platformHash(_ password: String) throws(PasswordHashingError) -> String {
      throw .unavailable
    }

    func platformVerify(_ password: String, against stored: String) -> Bool {
      false
    }
  }
#endif
