import AppData
import Foundation

/// The cheapest real hasher, printing `checked` each time a password reaches the hash check,
/// so a test can count, across processes, how many guesses were really checked.
struct ReportingHasher: PasswordHasher {
  let base = SystemPasswordHasher(cost: SystemPasswordHasher.minimumCost)

  func hash(_ password: String) throws(PasswordHashingError) -> String {
    try base.hash(password)
  }

  func verify(_ password: String, against stored: String) -> Bool {
    report("checked")
    return base.verify(password, against: stored)
  }
}
