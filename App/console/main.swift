import AppFeature
import ConsoleUI
import Foundation

// `swift run console`: the app in a terminal, or a transcript when input is piped.
let session = ConsoleSession(app: AppCoordinator(environment: .demo()))
let runner = ConsoleRunner(session: session, options: Terminal.isInteractive ? .interactive : .transcript)
let status = runner.run(
  readLine: { readLine(strippingNewline: true) },
  write: { print($0) },
  prompt: { print($0, terminator: "") })
exit(status)
