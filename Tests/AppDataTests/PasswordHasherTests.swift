import Foundation
import SharedModels
import Testing

@testable import AppData

@Suite("Password hashing")
struct PasswordHasherTests {
  let hasher = fastHasher

  @Test("the same password hashes differently each time (salted), and both verify")
  func salted() throws {
    let first = try hasher.hash("correct horse")
    let second = try hasher.hash("correct horse")
    #expect(first != second)
    #expect(hasher.verify("correct horse", against: first))
    #expect(hasher.verify("correct horse", against: second))
  }

  @Test("a hash never contains the password and rejects wrong passwords")
  func rejectsWrongPasswords() throws {
    let stored = try hasher.hash("correct horse")
    #expect(!stored.contains("correct horse"))
    #expect(!hasher.verify("correct hors", against: stored))
    #expect(!hasher.verify("Correct horse", against: stored))
    #expect(!hasher.verify("", against: stored))
  }

  @Test(
    "malformed stored hashes and crypt's failure strings never verify", arguments: ["", "*0", "*1", "plain", "$y$"])
  func malformedStored(stored: String) {
    #expect(!hasher.verify("plain", against: stored))
    #expect(!hasher.verify("", against: stored))
  }

  @Test("a password with a NUL character is refused rather than silently truncated")
  func nulCharacter() {
    #expect(throws: PasswordHashingError.unsupportedPassword) { try hasher.hash("abc\u{0}defghij") }
  }

  @Test("the cost is a parameter, clamped to the supported range, and recorded in the hash")
  func costParameter() throws {
    #expect(SystemPasswordHasher(cost: 0).cost == SystemPasswordHasher.minimumCost)
    #expect(SystemPasswordHasher(cost: 99).cost == SystemPasswordHasher.maximumCost)
    #expect(SystemPasswordHasher().cost == SystemPasswordHasher.defaultCost)
    let cheap = try SystemPasswordHasher(cost: 1).hash("correct horse")
    let dearer = try SystemPasswordHasher(cost: 3).hash("correct horse")
    #expect(cheap.split(separator: "$").dropFirst().first != dearer.split(separator: "$").dropFirst().first)
    // A hash made at any cost verifies with any hasher: the cost travels in the hash.
    #expect(hasher.verify("correct horse", against: dearer))
  }

  #if os(Linux)
    @Test("on Linux the hash is yescrypt from libcrypt")
    func yescrypt() throws {
      #expect(try hasher.hash("correct horse").hasPrefix("$y$"))
    }
  #endif

  @Test("constant-time comparison agrees with ==")
  func constantTime() {
    #expect(ConstantTime.equal(Array("abc".utf8), Array("abc".utf8)))
    #expect(!ConstantTime.equal(Array("abc".utf8), Array("abd".utf8)))
    #expect(!ConstantTime.equal(Array("abc".utf8), Array("abcd".utf8)))
  }

  @DataActor
  @Test("the data folder holds hashes, never a password in plain text")
  func noPlainTextOnDisk() throws {
    let folder = try TemporaryFolder()
    let stores = openStores(in: folder)
    _ = try stores.accounts.register(username: "grace", displayName: "Grace", password: "Sup3rSecretPhrase")
    let hash = try #require(try stores.value("SELECT password_hash FROM accounts WHERE user_id = 'grace'")?.text)
    #expect(hasher.verify("Sup3rSecretPhrase", against: hash))
    // Every file, those in the folder of the windows' lock files too.
    let files = entries(of: folder.data).flatMap { name in
      name == "windows" ? entries(of: folder.file(name)).map { "windows/\($0)" } : [name]
    }
    #expect(!files.isEmpty)
    for name in files {
      let contents = try Data(contentsOf: folder.file(name))
      for secret in ["Sup3rSecretPhrase", "scaffolding"] {
        #expect(contents.firstRange(of: Data(secret.utf8)) == nil, "\(name) holds a password")
      }
    }
  }
}
