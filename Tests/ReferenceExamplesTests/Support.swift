import Scaffolding

// What the reference guide's examples use but do not define, headless: the views become
// screens, `Label` becomes `TabLabel`, and the model types are the smallest that compile.

/// The guide's `Item`.
struct Item: Hashable, Sendable {
  let name: String
}

/// The guide's `AuthToken`.
struct AuthToken: Equatable, Sendable {
  let value: String
}

/// The user the README's routing examples hand to a coordinator.
struct User: Equatable, Sendable {
  let name: String
}

/// The guide's views, headless: each is a screen that shows a title.
protocol TitledView: Screen {
  var title: String { get }
}

extension TitledView {
  func body(in context: ScreenContext) -> ScreenBody {
    ScreenBody(title: title)
  }
}

struct HomeView: TitledView {
  var title: String { "Home" }
}

struct DetailView: TitledView {
  var item: Item?
  var title: String { item.map { "Detail \($0.name)" } ?? "Detail" }
}

struct LoginView: TitledView {
  var title: String { "Login" }
}

struct SettingsView: TitledView {
  var title: String { "Settings" }
}

struct AccountDetailsView: TitledView {
  var title: String { "Account details" }
}

struct ProfileView: TitledView {
  var title: String { "Profile" }
}

struct UserDetailView: TitledView {
  let id: Int
  var title: String { "User \(id)" }
}
