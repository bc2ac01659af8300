// expected-error: 'cellForItem(at:)' has been renamed to 'cellForItem(at:in:)': Sectional passes a SectionIndexPath and the CollectionViewContext
// An IGListKit habit on a stock controller: override cellForItem(at index: Int). The compiler
// names Sectional's spelling.
import Sectional

final class Banner: SingleModelSectionController<String> {
  override func cellForItem(at index: Int) -> CollectionViewCell {
    let cell = CollectionViewCell()
    cell.text = model ?? ""
    return cell
  }
}
