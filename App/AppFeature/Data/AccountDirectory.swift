import Auth
import SharedModels

/// The accounts that can sign in. Lives in the app, not in Auth, so Auth can be tried and
/// tested against any directory.
@MainActor
public final class AccountDirectory {
  private struct Account {
    let userID: UserID
    let displayName: String
    let password: String
  }

  private var accounts: [UserID: Account] = [:]

  /// An empty directory.
  public init() {}

  /// Adds an account; a later account with the same username replaces the earlier one.
  public func register(username: String, displayName: String, password: String) {
    let id = UserID(username)
    accounts[id] = Account(userID: id, displayName: displayName, password: password)
  }

  /// The session for matching credentials; throws ``AuthCoordinator/SignInError`` otherwise.
  public func signIn(username: String, password: String) throws -> Session {
    guard let account = accounts[UserID(username)], account.password == password else {
      throw AuthCoordinator.SignInError.invalidCredentials
    }
    return Session(userID: account.userID, displayName: account.displayName)
  }
}
