import Scaffolding
import ScaffoldingTesting
import Testing

@testable import AppFeature

/// Writes and publishes an item through Compose's three steps, from `presenter`'s `compose`
/// action (Home's feed, your own Profile page), and waits until the sheet has closed on it.
@MainActor
func publishThroughCompose(
  _ title: String, _ text: String, on presenter: any Coordinatable, sourceLocation: SourceLocation = #_sourceLocation
) async throws {
  try perform("compose", on: presenter, sourceLocation: sourceLocation)
  try perform("title", title, on: presenter, sourceLocation: sourceLocation)
  try perform("text", text, on: presenter, sourceLocation: sourceLocation)
  try await performAndSettle("publish", on: presenter, sourceLocation: sourceLocation)
}

/// `tab`'s feature alone on its fakes (`console --feature`), its first screen loaded, after
/// publishing an item through the Compose flow its preview hands in.
@MainActor
func previewAfterComposing(
  _ tab: AppTab, _ title: String, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
) async throws -> any Coordinatable {
  let feature = tab.preview { _ in }
  _ = feature.visibleScreen
  await feature.settled()
  try await publishThroughCompose(title, text, on: feature, sourceLocation: sourceLocation)
  return feature
}
