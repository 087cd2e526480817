import Foundation

/// What makes a username, display name and password acceptable, in one place so the
/// registration screen can explain them and the store can enforce them.
package enum AccountRules {
  /// Allowed username lengths.
  package static let usernameLengths = 3...20
  /// Allowed display name lengths, after trimming surrounding whitespace.
  package static let displayNameLengths = 1...40
  /// The shortest password accepted.
  package static let minimumPasswordLength = 8

  /// Lowercase ASCII letters, digits and `_`, starting with a letter.
  package static func isValidUsername(_ username: String) -> Bool {
    guard usernameLengths.contains(username.count), let first = username.unicodeScalars.first,
      ("a"..."z").contains(first)
    else { return false }
    return username.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
  }

  /// The display name as it will be stored (trimmed), or nil if it breaks the rules.
  package static func normalizedDisplayName(_ displayName: String) -> String? {
    let trimmed = displayName.trimmingCharacters(in: .whitespacesAndNewlines)
    return displayNameLengths.contains(trimmed.count) ? trimmed : nil
  }

  /// Checks everything registration needs; throws the first rule broken.
  package static func validate(
    username: String, displayName: String, password: String
  ) throws(AccountError) {
    guard isValidUsername(username) else { throw .invalidUsername }
    guard normalizedDisplayName(displayName) != nil else { throw .invalidDisplayName }
    guard password.count >= minimumPasswordLength else { throw .passwordTooShort }
    guard password != username else { throw .passwordMatchesUsername }
  }
}
