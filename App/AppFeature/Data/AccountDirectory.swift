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

  /// Why the directory refused, worded for the user.
  public struct Refusal: Error, Equatable, CustomStringConvertible {
    /// The sentence a screen shows.
    public let description: String
  }

  private var accounts: [UserID: Account] = [:]

  /// An empty directory.
  public init() {}

  /// Adds an account and returns its session; refuses a taken username.
  @discardableResult
  public func register(username: String, displayName: String, password: String) throws -> Session {
    let id = UserID(username)
    guard accounts[id] == nil else { throw Refusal(description: "the username '\(username)' is taken") }
    accounts[id] = Account(userID: id, displayName: displayName, password: password)
    return Session(userID: id, displayName: displayName)
  }

  /// The session for matching credentials.
  public func signIn(username: String, password: String) throws -> Session {
    guard let account = accounts[UserID(username)], account.password == password else {
      throw Refusal(description: "wrong username or password")
    }
    return Session(userID: account.userID, displayName: account.displayName)
  }

  /// Removes an account.
  public func delete(_ id: UserID) {
    accounts[id] = nil
  }
}
