// The control: Sectional's spelling, with a SectionIndexPath and the context.
// An IGListKit habit on a stock controller: override cellForItem(at index: Int). The compiler
// names Sectional's spelling.
import Sectional

final class Banner: SingleModelSectionController<String> {
  override func cellForItem(at index: SectionIndexPath, in context: any CollectionViewContext) -> CollectionViewCell {
    let cell = context.dequeueReusableCell(CollectionViewCell.self, for: index)
    cell.text = model ?? ""
    return cell
  }
}
