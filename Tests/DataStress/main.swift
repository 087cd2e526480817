import AppData
import Foundation
import SharedModels

// `data-stress`: one process of the multi-process tests in Tests/AppDataTests. It opens the
// stores in a data folder and performs one kind of operation, printing one line per
// operation once it is committed (or why it failed), so the test can compare what every
// process reported with what the database holds.

let usage = """
  usage: data-stress FOLDER publish COUNT [AUTHOR]    publish COUNT items (by demo unless AUTHOR)
         data-stress FOLDER publish-forever           publish until killed
         data-stress FOLDER register COUNT PREFIX     create accounts PREFIX_1 … PREFIX_COUNT
         data-stress FOLDER guess COUNT USERNAME      sign in COUNT times with a wrong password
         data-stress FOLDER delete USERNAME           delete an account
  Prints `published <id>`, `registered <name>`, `checked` (a password reached the hash check),
  `wrong`, `locked`, `refused: <why>`, `deleted <name>` or `failed: <why>`, one per line.
  """

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
  FileHandle.standardError.write(Data((usage + "\n").utf8))
  exit(64)
}
let count = arguments.count > 2 ? Int(arguments[2]) ?? 0 : 0
let stores = AppDataStores.open(
  at: .directory(URL(filePath: arguments[0], directoryHint: .isDirectory)), hasher: ReportingHasher())
for issue in stores.issues {
  report("issue: \(issue)")
}

@MainActor
func publish(as author: String, number: Int) {
  do {
    let item = try stores.items.add(title: "Post \(number) from \(getpid())", body: "", author: UserID(author))
    report("published \(item.id)")
  } catch {
    report("failed: \(error)")
  }
}

switch (arguments[1], arguments.count) {
case ("publish", 3...4):
  for number in 1...max(count, 1) { publish(as: arguments.count == 4 ? arguments[3] : "demo", number: number) }
case ("publish-forever", 2):
  var number = 0
  while true {
    number += 1
    publish(as: "demo", number: number)
  }
case ("register", 4):
  for number in 1...max(count, 1) {
    let name = "\(arguments[3])_\(number)"
    do {
      _ = try stores.accounts.register(username: name, displayName: name, password: "password-\(number)")
      report("registered \(name)")
    } catch {
      report("failed: \(error)")
    }
  }
case ("guess", 4):
  for number in 1...max(count, 1) {
    do {
      _ = try stores.accounts.signIn(username: arguments[3], password: "wrong guess \(number)")
      report("failed: a wrong password signed in")
    } catch .invalidCredentials {
      report("wrong")
    } catch .locked {
      report("locked")
    } catch .signInNotRecorded(let error) {
      report("refused: \(error.reason)")
    } catch {
      report("failed: \(error)")
    }
  }
case ("delete", 3):
  do {
    try stores.accounts.deleteAccount(UserID(arguments[2]))
    report("deleted \(arguments[2])")
  } catch {
    report("failed: \(error)")
  }
default:
  FileHandle.standardError.write(Data((usage + "\n").utf8))
  exit(64)
}
