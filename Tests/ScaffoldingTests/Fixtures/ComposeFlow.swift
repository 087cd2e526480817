import Scaffolding

/// A small flow usually presented modally; it finishes with a result or without one.
@MainActor
final class ComposeFlow: FlowCoordinatable {
  enum Destinations: Destinationable {
    case draft
    case preview
    case more

    enum Meta: DestinationMeta {
      case draft, preview, more
    }

    var meta: Meta {
      switch self {
      case .draft: .draft
      case .preview: .preview
      case .more: .more
      }
    }

    func value(for coordinator: ComposeFlow) -> Destination {
      switch self {
      case .draft: .screen(meta, TestScreen("Draft"))
      case .preview: .screen(meta, TestScreen("Preview"))
      case .more: .coordinator(meta, owner: coordinator) { _ in ComposeFlow() }
      }
    }
  }

  let stack = FlowStack<ComposeFlow>(root: .draft)

  /// Finishes the way a "Send" button would: hands the text back and closes the flow.
  func send(_ text: String) {
    dismissCoordinator(returning: text)
  }
}
