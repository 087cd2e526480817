import Home
import Scaffolding
import SharedModels

extension AppTab {
  /// Home's feed; "view author" leads into the Profile tab through a link, so Home never
  /// imports Profile.
  static let home = AppTab(
    "home", label: TabLabel("Home", systemImage: "house"),
    make: { context in
      HomeCoordinator(dependencies: .live(context)) { outcome in
        switch outcome {
        case .showAuthor(let author): context.follow("app://profile/user/\(author)")
        }
      }
    },
    preview: { report in
      HomeCoordinator(dependencies: .preview()) { outcome in
        switch outcome {
        case .showAuthor(let author): report("Home asked to show \(author)'s profile")
        }
      }
    })
}

extension HomeCoordinator.Dependencies {
  /// Home's needs met by the app's item store, publishing as the signed-in user.
  @MainActor
  static func live(_ context: TabContext) -> Self {
    let items = context.environment.stores.items
    return Self(
      feedPage: { before, limit in try items.feedPage(before: before, limit: limit) },
      item: { id in try items.item(id) },
      related: { id in try items.related(to: id) },
      publish: { title, body in try context.writeNow { try items.add(title: title, body: body, as: context.session) } })
  }
}
