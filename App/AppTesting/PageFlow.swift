import Scaffolding

/// A stand-in feature for the app's and the console's tests: numbered pages pushed on a start
/// page, a sheet and a full-screen cover whose `done` closes them with a notice, and `note`,
/// which takes free text and shows it back as typed. Its links are `page/<n>/page/<m>…`, then
/// `sheet` when the sheet is open (no link names the cover); pages above 9 don't exist.
///
/// Those tests run on tabs of this (``Swift/Array/standIns``), so they don't depend on which
/// features the real tab table lists: adding or removing a feature breaks none of them.
///
/// Made with a ``Load``, its start page also offers `load`, which pushes a page that loads
/// with `.load` (what it shows comes from the load, which the test controls), and `ask`,
/// which presents a question and awaits its answer with `present(_:as:returning:)`; its links
/// to pages wait for the load too: the console's tests of async work use them.
public final class PageFlow: FlowCoordinatable {
  /// What the loading page loads, each time one is shown: the text it then shows. A test
  /// decides when it returns (a continuation it resumes); cancelled when the page leaves.
  public typealias Load = @MainActor @Sendable () async -> String

  /// The start page, the numbered pages and the sheet.
  public enum Destinations: Destinationable {
    /// The flow's first page.
    case start
    /// Page `n`, pushed.
    case page(Int)
    /// A sheet over the flow.
    case sheet
    /// A full-screen cover over the flow, which no link names (as a confirmation).
    case cover
    /// A page that loads what it shows (flows made with a ``Load`` only).
    case loading
    /// A question in a sheet, a flow of its own that answers (flows made with a ``Load`` only).
    case question

    /// The routes without their page numbers.
    public enum Meta: DestinationMeta { case start, page, sheet, cover, loading, question }

    /// This route without its page number.
    public var meta: Meta {
      switch self {
      case .start: .start
      case .page: .page
      case .sheet: .sheet
      case .cover: .cover
      case .loading: .loading
      case .question: .question
      }
    }

    /// A ``PageScreen`` titled with the flow's name and the page.
    public func value(for coordinator: PageFlow) -> Destination {
      switch self {
      case .start: .screen(meta, PageScreen(title: "\(coordinator.name) start", place: meta))
      case .page(let number): .screen(meta, PageScreen(title: "\(coordinator.name) page \(number)", place: meta))
      case .sheet: .screen(meta, PageScreen(title: "\(coordinator.name) sheet", place: meta))
      case .cover: .screen(meta, PageScreen(title: "\(coordinator.name) cover", place: meta))
      case .loading:
        .screen(
          meta, LoadingPageScreen.loading(coordinator.load ?? { "nothing" }, title: "\(coordinator.name) loading"))
      case .question: .coordinator(meta, owner: coordinator) { _ in QuestionFlow() }
      }
    }
  }

  /// The flow's navigation state.
  public let stack = FlowStack<PageFlow>(root: .start)
  /// The name its titles start with, usually its tab's.
  public let name: String
  /// What its pages show once after a modal is done or a note is taken, as a feature confirms
  /// a sub-flow's result.
  public let notice = Notice()

  /// What its loading page loads; nil offers neither `load` nor `ask`.
  let load: Load?

  /// A flow at its start page whose titles start with `name`; with `load`, its start page
  /// also offers `load` and `ask`.
  public init(name: String, load: Load? = nil) {
    self.name = name
    self.load = load
  }

  /// Presents the question and awaits its answer, then says what it was on the page below.
  func ask() {
    Task {
      let answer = await present(.question, as: .sheet, returning: String.self)
      notice.post("Answered \(answer ?? "nothing").")
    }
  }

  /// Pushes page `number`, refusing pages that don't exist.
  func showPage(_ number: Int) throws {
    guard (1...9).contains(number) else { throw ScreenActionError("there is no page \(number)") }
    route(to: .page(number))
  }

  /// Closes the sheet or the cover and says so on the page below it.
  func finishModal(_ place: Destinations.Meta) {
    pop()
    notice.post("Done with the \(name) \(place).")
  }

  /// Shows `text` back exactly as the action received it, quoted.
  func note(_ text: String) {
    notice.post("Noted \"\(text)\".")
  }

}

/// Links `page/<n>/page/<m>…` push those pages; `sheet` presents the sheet.
extension PageFlow: DeepLinkableFlow {
  /// A page for each `page/<n>` pair of pages 1 to 9, then `sheet` when the sheet is open
  /// over them.
  public static func routes(in path: DeepLinkPath) throws(DeepLinkError) -> [Destinations] {
    let (pages, sheet) = path.split(before: "sheet")
    guard sheet.segments.count <= 1 else { throw DeepLinkError("nothing follows the sheet") }
    let routes = try pages.values(of: "page").map { value throws(DeepLinkError) in
      guard let number = DeepLinkPath.number(value), (1...9).contains(number) else {
        throw DeepLinkError("there is no page \(DeepLinkPath.quoted(value))")
      }
      return Destinations.page(number)
    }
    return sheet.isEmpty ? routes : routes + [.sheet]
  }

  /// With a ``Load``, a link to a page waits for it before anything changes, as a feature loads
  /// what a link names to check it: the console's tests stop a slow link so.
  public func check(_ routes: [Destinations]) async throws {
    guard let load, !routes.isEmpty else { return }
    _ = await load()
    try Task.checkCancellation()
  }

  /// Pushes a page, or presents the sheet.
  public func show(_ destination: Destinations) {
    switch destination {
    case .sheet, .question: present(destination, as: .sheet)
    case .cover: present(destination, as: .fullScreenCover)
    case .start, .page, .loading: route(to: destination)
    }
  }
}

extension PageFlow.Destinations: LinkedDestinations {
  /// `page/<n>` for a page, `sheet` for the open sheet; the start page, the cover and the
  /// question (modals no link opens) add nothing.
  public var linkSegments: [String] {
    switch self {
    case .page(let number): ["page", "\(number)"]
    case .sheet: ["sheet"]
    case .start, .cover, .question: []
    case .loading: []  // for the console's tests of async work, which no link leads to
    }
  }
}
