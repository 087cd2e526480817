import Foundation

/// Why registering, signing in or deleting an account failed, worded for the user.
package enum AccountError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The username breaks the rules in ``AccountRules``.
  case invalidUsername
  /// The display name is blank or longer than ``AccountRules/displayNameLengths``.
  case invalidDisplayName
  /// The password is shorter than ``AccountRules/minimumPasswordLength``.
  case passwordTooShort
  /// The password is the username.
  case passwordMatchesUsername
  /// Another account already has this username.
  case usernameTaken
  /// Wrong username or password (deliberately not saying which), with attempts left before a lock.
  case invalidCredentials(remainingAttempts: Int)
  /// Too many failed attempts; sign-in is refused until this moment.
  case locked(until: Date)
  /// As many sign-ins to this name as the lockout allows were being checked elsewhere for as
  /// long as sign-in waits; none of them has failed, so this is not a lock.
  case signInBusy
  /// The password could not be hashed (a platform failure, not a user mistake).
  case hashingFailed(PasswordHashingError)
  /// The change could not be saved; nothing was changed.
  case notSaved(DataWriteError)
  /// The sign-in attempt could not be recorded (a full or read-only disk), so the password was
  /// not checked: an unrecorded guess would get around the lockout.
  case signInNotRecorded(DataWriteError)

  /// A sentence the sign-in and registration screens can show as is.
  package var description: String {
    switch self {
    case .invalidUsername:
      "Usernames are 3 to 20 characters: lowercase letters, digits and underscores, starting with a letter."
    case .invalidDisplayName: "Enter a display name of 1 to 40 characters."
    case .passwordTooShort: "Passwords need at least 8 characters."
    case .passwordMatchesUsername: "Choose a password that isn't your username."
    case .usernameTaken: "That username is taken. Try another one."
    case .invalidCredentials(let remaining):
      remaining == 1
        ? "Wrong username or password. 1 attempt left before the account is locked."
        : "Wrong username or password. \(remaining) attempts left before the account is locked."
    case .locked(let until):
      "Too many failed attempts. Try again after \(until.formatted(date: .omitted, time: .shortened))."
    case .signInBusy: "Other sign-ins to this account are being checked. Try again in a moment."
    case .hashingFailed(let error): "Your password couldn't be processed. \(error)"
    case .notSaved(let error): error.description
    case .signInNotRecorded(let error):
      "Signing in is unavailable: the attempt couldn't be recorded in "
        + "\(error.file.path(percentEncoded: false)) (\(error.reason)). Your password was not checked."
    }
  }
}
