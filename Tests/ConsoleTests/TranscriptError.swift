/// Why a golden journey can't be replayed as written: an unknown name in a directive, or a
/// screen of a feature it doesn't name. Says which journey, so the fix is one file away.
struct TranscriptError: Error, CustomStringConvertible {
  /// The journey, as `Transcripts/<journey>.commands` names it.
  let journey: String
  /// What is wrong with it.
  let problem: String

  /// The error for `journey`: `problem` says what is wrong.
  init(_ journey: String, _ problem: String) {
    self.journey = journey
    self.problem = problem
  }

  /// `journey home: '#! tabs' names 'homes', which is …`.
  var description: String { "journey \(journey): \(problem)" }
}
