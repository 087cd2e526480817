import Scaffolding

extension PageFlow {
  /// Its first page and its sheet, as a feature suggests the places its users open most: the
  /// console's completion of `open` offers them after the tab's own section.
  public var suggestedPaths: [DeepLinkPath] { [["page", "1"], ["sheet"]] }
}
