#if canImport(CCrypt) && !canImport(CommonCrypto)
  import CCrypt
  import Foundation

  // Linux: yescrypt through libxcrypt's reentrant API. Never the non-reentrant `crypt`.
  extension SystemPasswordHasher {
    /// The yescrypt prefix `crypt_gensalt_rn` understands.
    static let yescryptPrefix = "$y$"

    func platformHash(_ password: String) throws(PasswordHashingError) -> String {
      guard !password.utf8.contains(0) else { throw .unsupportedPassword }
      let setting = try Self.yescryptSetting(cost: cost)
      guard let hashed = Self.crypt(password, setting: setting) else {
        throw .hashingFailed(reason: "crypt_rn rejected the setting (\(Self.errnoReason()))")
      }
      return hashed
    }

    func platformVerify(_ password: String, against stored: String) -> Bool {
      guard !password.utf8.contains(0), !stored.isEmpty, !stored.hasPrefix("*"),
        let rehashed = Self.crypt(password, setting: stored)
      else { return false }
      return ConstantTime.equal(Array(rehashed.utf8), Array(stored.utf8))
    }

    /// A fresh `$y$…` setting: the cost plus a random salt from the system's entropy source.
    private static func yescryptSetting(cost: Int) throws(PasswordHashingError) -> String {
      var output = [CChar](repeating: 0, count: Int(CRYPT_GENSALT_OUTPUT_SIZE))
      let setting: String? = output.withUnsafeMutableBufferPointer { buffer in
        // nil random bytes: libxcrypt reads them from the OS itself.
        guard
          let result = crypt_gensalt_rn(
            yescryptPrefix, UInt(cost), nil, 0, buffer.baseAddress, Int32(buffer.count)),
          result.pointee != 0, result.pointee != CChar(UInt8(ascii: "*"))
        else { return nil }
        return String(cString: result)
      }
      guard let setting else { throw .saltUnavailable(reason: "crypt_gensalt_rn failed (\(errnoReason()))") }
      return setting
    }

    /// `crypt_rn` with a zeroed, heap-allocated `crypt_data` that is scrubbed afterwards.
    /// Returns nil for both of crypt's failure signals: NULL and a `*`-prefixed string.
    private static func crypt(_ phrase: String, setting: String) -> String? {
      let size = MemoryLayout<crypt_data>.size
      let raw = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<crypt_data>.alignment)
      raw.initializeMemory(as: UInt8.self, repeating: 0, count: size)
      defer {
        raw.initializeMemory(as: UInt8.self, repeating: 0, count: size)
        raw.deallocate()
      }
      let data = raw.bindMemory(to: crypt_data.self, capacity: 1)
      guard let result = crypt_rn(phrase, setting, data, Int32(size)),
        result.pointee != 0, result.pointee != CChar(UInt8(ascii: "*"))
      else { return nil }
      return String(cString: result)
    }

    private static func errnoReason() -> String {
      SystemCalls.lastErrorReason()
    }
  }
#endif
