import Foundation
import Sectional

// The screen's four reusable section controllers. Each one knows only its own model and talks
// back to the screen through closures, as IGListKit controllers talk to their view controller.

/// The title row: a single-model section, reconfigured in place when the counts change.
final class HeaderSectionController: SingleModelSectionController<HeaderModel>, SelectionHandling {
  override func cellForItem(
    at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(HeaderCell.self, for: indexPath)
    cell.model = model
    return cell
  }

  func shouldSelectItem(at indexPath: SectionIndexPath) -> Bool { false }

  func didSelectItem(at indexPath: SectionIndexPath) {}
}

/// The banner: a single-item section, one row while there is a message and none otherwise.
///
/// Selecting the row dismisses the message.
final class BannerSectionController: SingleItemSectionController<String?, String>,
  SelectionHandling,
  SectionLayoutProviding
{
  private let onDismiss: @MainActor (String) -> Void

  init(onDismiss: @escaping @MainActor (String) -> Void) {
    self.onDismiss = onDismiss
    super.init(item: { $0 })
  }

  override func cellForItem(
    at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(BannerCell.self, for: indexPath)
    cell.text = item ?? ""
    return cell
  }

  func didSelectItem(at indexPath: SectionIndexPath) {
    if let item {
      onDismiss(item)
    }
  }

  /// Self-sizing: one line until the cell measures how many its message wraps to.
  func sectionLayout(
    for layout: any CollectionViewLayout, in context: any CollectionViewContext
  ) -> (any SectionLayoutDescription)? {
    FlowSectionLayout(
      itemSize: .estimated(
        CGSize(
          width: CGFloat.greatestFiniteMagnitude, height: CharacterGrid.demo.height(rows: 1))))
  }
}

/// The quotes: a diffing list keyed by ticker, so new prices are updates, new symbols inserts,
/// delisted ones deletes, and a new order moves.
final class QuoteListSectionController: DiffingListSectionController<[Quote], Quote>,
  SelectionHandling
{
  private let onSelect: @MainActor (String?) -> Void

  init(onSelect: @escaping @MainActor (String?) -> Void) {
    self.onSelect = onSelect
    super.init(items: { $0 })
  }

  override func cellForItem(
    at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(QuoteCell.self, for: indexPath)
    cell.quote = items[indexPath.indexInSectionController]
    return cell
  }

  func didSelectItem(at indexPath: SectionIndexPath) {
    onSelect(items[indexPath.indexInSectionController].ticker)
  }

  func didDeselectItem(at indexPath: SectionIndexPath) {
    onSelect(nil)
  }
}

/// The "load more" row: a single-item section that asks for the next page when its row is
/// about to be shown.
///
/// The request arrives inside a display callback; the screen answers with an adapter update,
/// which the adapter queues and applies as soon as the callback returns.
final class LoadMoreSectionController: SingleItemSectionController<FooterState, FooterState>,
  DisplayHandling, SelectionHandling
{
  private let onLoadMore: @MainActor () -> Void

  init(onLoadMore: @escaping @MainActor () -> Void) {
    self.onLoadMore = onLoadMore
    super.init(item: { $0 })
  }

  override func cellForItem(
    at indexPath: SectionIndexPath, in context: any CollectionViewContext
  ) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(FooterCell.self, for: indexPath)
    cell.state = item
    return cell
  }

  func willDisplay(_ cell: CollectionViewCell, at indexPath: SectionIndexPath) {
    if item == .loadMore {
      onLoadMore()
    }
  }

  func shouldSelectItem(at indexPath: SectionIndexPath) -> Bool { false }

  func didSelectItem(at indexPath: SectionIndexPath) {}
}
