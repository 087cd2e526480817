import AppData
import AppFeature
import Scaffolding
import SharedModels

/// What a screen of the Home tab costs with a large feed in a real on-disk database (issue
/// #19's scale targets): an item screen and the feed screen must cost the same whatever the
/// table's size.
@MainActor
struct FeedSuite {
  let sampler: Sampler
  let smoke: Bool

  private var itemCount: Int { smoke ? 1_000 : 100_000 }
  private var visits: Int { smoke ? 20 : 2_000 }

  func run() async -> [ResultRow] {
    let feed: LargeFeed
    do {
      feed = try await LargeFeed.make(count: itemCount)
    } catch {
      return [.failed(section: "feed", name: "\(itemCount) items", reason: "can't fill the database: \(error)")]
    }
    defer { feed.remove() }
    let environment = AppEnvironment.open(at: .directory(feed.folder), hashCost: SystemPasswordHasher.minimumCost)
    let app = AppCoordinator(environment: environment)
    do {
      // Through the account store, as Auth signs in: a session is bound to its account.
      app.signIn(try await environment.stores.accounts.signIn(username: "demo", password: "scaffolding"))
      await app.finishedPendingWork()
    } catch {
      await environment.close()
      return [.failed(section: "feed", name: "\(itemCount) items", reason: "can't sign in: \(error)")]
    }
    let rows = [await itemScreen(app, feed: feed), await feedScreen(app)]
    await environment.close()
    return rows
  }

  /// `open app://home/item/<id>` and drawing the item with its related items, for ids spread
  /// over the whole table.
  private func itemScreen(_ app: AppCoordinator, feed: LargeFeed) async -> ResultRow {
    let name = "item screen, \(itemCount) items: open its link and draw it"
    let ids = (0..<visits).map { 1 + ($0 &* 7_919) % feed.count }
    var failure: String?
    var drawn: ScreenBody?
    let milliseconds =
      await sampler.medianAwaiting {
        let elapsed = await Sampler.time {
          for id in ids {
            do {
              try await app.open(DeepLink(section: "home", path: ["item", "\(id)"]))
            } catch {
              failure = "app://home/item/\(id) was refused: \(error)"
            }
            await app.settled()
            drawn = app.visibleScreen?.render()
            blackHole(drawn)
          }
        }
        return (elapsed, ids.count)
      } / 1e6
    if let failure { return .failed(section: "feed", name: name, reason: failure) }
    guard let drawn, drawn.title == "Item \(ids[ids.count - 1])", drawn.lines.contains("Related:") else {
      return .failed(section: "feed", name: name, reason: "the last item screen drawn was \(drawn?.title ?? "none")")
    }
    return ResultRow(
      section: "feed", name: name, value: milliseconds, unit: "ms", budget: .atMost(1),
      note: "AppCoordinator.open + render, \(visits) ids spread over the table; data.sqlite3 on disk")
  }

  /// The feed screen drawn: its first page, however many items there are.
  private func feedScreen(_ app: AppCoordinator) async -> ResultRow {
    let name = "feed screen, \(itemCount) items: draw it"
    do {
      try await app.open(DeepLink(section: "home"))
      await app.settled()
    } catch {
      return .failed(section: "feed", name: name, reason: "app://home was refused: \(error)")
    }
    var drawn: ScreenBody?
    let milliseconds =
      sampler.median {
        let elapsed = Sampler.time {
          for _ in 0..<visits {
            drawn = app.visibleScreen?.render()
            blackHole(drawn)
          }
        }
        return (elapsed, visits)
      } / 1e6
    guard let drawn, drawn.title == "Home", drawn.lines.first == "#\(itemCount)  Item \(itemCount)  (by ada)" else {
      return .failed(section: "feed", name: name, reason: "the feed drawn starts \(drawn?.lines.first ?? "nowhere")")
    }
    // Home's page is 20 items.
    guard drawn.lines.count <= 20 else {
      return .failed(section: "feed", name: name, reason: "the feed drew \(drawn.lines.count) rows, more than a page")
    }
    return ResultRow(
      section: "feed", name: name, value: milliseconds, unit: "ms", budget: .atMost(5),
      note: "render of the feed's first page (\(drawn.lines.count) rows); data.sqlite3 on disk")
  }
}
