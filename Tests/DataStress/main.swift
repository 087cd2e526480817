import AppData
import Foundation
import SharedModels

// `data-stress`: one process of the multi-process tests in Tests/AppDataTests. It opens the
// stores in a data folder and performs one kind of operation, printing one line per
// operation once it is committed (or why it failed), so the test can compare what every
// process reported with what the database holds; then it closes the stores, as the app does.

let usage = """
  usage: data-stress FOLDER publish COUNT [USER PASSWORD]  sign in (as demo unless USER) and publish COUNT items
         data-stress FOLDER publish-forever                publish as demo until killed
         data-stress FOLDER register COUNT PREFIX          create accounts PREFIX_1 … PREFIX_COUNT
                                                           (PREFIX_n's password is password-n)
         data-stress FOLDER guess COUNT USERNAME           sign in COUNT times with a wrong password
         data-stress FOLDER sign-in COUNT USER PASSWORD    sign in COUNT times with this password
         data-stress FOLDER delete USER PASSWORD           sign in and delete the account
         data-stress FOLDER replace USER PASSWORD NEW      sign in, delete the account, register the
                                                           name again with the password NEW
         data-stress FOLDER compose COUNT                  as demo, write COUNT drafts (title, text, review,
                                                           each saved) and publish each, as one window
         data-stress FOLDER draft TITLE                    as demo, leave a draft TITLE at its review step,
                                                           then wait until killed
         data-stress FOLDER reopen                         as demo, open Compose: the draft taken up, if any
         data-stress FOLDER umask MASK                     open the stores under this umask (octal)
  Prints `published <id>`, `registered <name>`, `checked` (a password reached the hash check),
  `signed in`, `wrong`, `locked`, `refused: <why>`, `deleted <name>`, `session ended`,
  `drafted`, `took <title>`, `fresh` or `fresh, one open elsewhere`, `published <id> <title>
  | <text>` (compose), `opened`, `failed: <why>`, one per line.
  """

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
  FileHandle.standardError.write(Data((usage + "\n").utf8))
  exit(64)
}
let count = arguments.count > 2 ? Int(arguments[2]) ?? 0 : 0
// The umask is the process's, so it is set here, before anything is created.
if arguments[1] == "umask", arguments.count == 3, let mask = mode_t(arguments[2], radix: 8) { umask(mask) }
let stores = AppDataStores.open(
  at: .directory(URL(filePath: arguments[0], directoryHint: .isDirectory)), hasher: ReportingHasher())
await run(arguments, count: count, on: stores)

/// Performs the operation `arguments` name on `stores`, on their actor, as the app's live
/// dependencies do.
@DataActor
func run(_ arguments: [String], count: Int, on stores: AppDataStores) async {
  for issue in stores.issues {
    report("issue: \(issue)")
  }

  /// Signs in as `user`, or prints why not and returns nil.
  func signIn(_ user: String, _ password: String) async -> Session? {
    do {
      return try await stores.accounts.signIn(username: user, password: password)
    } catch {
      report("failed: \(error)")
      return nil
    }
  }

  /// Publishes one item as `session`, printing its id or why not.
  func publish(as session: Session, number: Int) {
    do {
      let item = try stores.items.add(title: "Post \(number) from \(getpid())", body: "", as: session)
      report("published \(item.id)")
    } catch is SessionEndedError {
      report("session ended")
    } catch {
      report("failed: \(error)")
    }
  }

  /// Writes a draft as Compose does, saving each step, then publishes it; prints what was
  /// published, or the draft another window left if one is taken up (which must not happen
  /// while every window runs).
  func compose(_ number: Int, as session: Session) {
    let title = "Window \(getpid()) item \(number)"
    let body = "Written by window \(getpid()) as its item \(number)"
    do {
      if let left = try stores.drafts.reopen(for: session).draft { report("took \(left.title)") }
      for draft in [
        ItemDraft(title: title, body: "", step: .body), ItemDraft(title: title, body: body, step: .review),
      ] {
        try stores.drafts.save(draft, for: session)
      }
      let item = try stores.drafts.publish(title: title, body: body, as: session)
      report("published \(item.id) \(item.title) | \(item.body)")
    } catch {
      report("failed: \(error)")
    }
  }

  switch (arguments[1], arguments.count) {
  case ("publish", 3), ("publish", 5):
    let (user, password) = arguments.count == 5 ? (arguments[3], arguments[4]) : ("demo", "scaffolding")
    guard let session = await signIn(user, password) else { break }
    for number in 1...max(count, 1) { publish(as: session, number: number) }
  case ("publish-forever", 2):
    guard let session = await signIn("demo", "scaffolding") else { break }
    var number = 0
    while true {
      number += 1
      publish(as: session, number: number)
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
        _ = try await stores.accounts.signIn(username: arguments[3], password: "wrong guess \(number)")
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
  case ("sign-in", 5):
    for _ in 1...max(count, 1) {
      do {
        _ = try await stores.accounts.signIn(username: arguments[3], password: arguments[4])
        report("signed in")
      } catch .invalidCredentials {
        report("wrong")
      } catch .locked {
        report("locked")
      } catch {
        report("failed: \(error)")
      }
    }
  case ("delete", 4), ("replace", 5):
    guard let session = await signIn(arguments[2], arguments[3]) else { break }
    do {
      try stores.accounts.deleteAccount(session)
      report("deleted \(arguments[2])")
      if arguments.count == 5 {
        _ = try stores.accounts.register(username: arguments[2], displayName: arguments[2], password: arguments[4])
        report("registered \(arguments[2])")
      }
    } catch {
      report("failed: \(error)")
    }
  case ("compose", 3):
    guard let session = await signIn("demo", "scaffolding") else { break }
    for number in 1...max(count, 1) { compose(number, as: session) }
  case ("draft", 3):
    guard let session = await signIn("demo", "scaffolding") else { break }
    do {
      try stores.drafts.save(
        ItemDraft(title: arguments[2], body: "left by \(arguments[2])", step: .review), for: session)
      report("drafted")
      while true { try await Task.sleep(for: .seconds(60)) }
    } catch {
      report("failed: \(error)")
    }
  case ("reopen", 2):
    guard let session = await signIn("demo", "scaffolding") else { break }
    do {
      let reopened = try stores.drafts.reopen(for: session)
      report(
        reopened.draft.map { "took \($0.title)" } ?? (reopened.isOpenElsewhere ? "fresh, one open elsewhere" : "fresh"))
    } catch {
      report("failed: \(error)")
    }
  case ("umask", 3):
    report("opened")
  default:
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(64)
  }
  // As the app does on every way out: the last process to close marks the database clean.
  stores.close()
}
