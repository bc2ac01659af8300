import Foundation
import SectionalLayout

/// A layout provider that stamps the description it answers, so that a layout keeps its section
/// without reading the description while the stamp stays the same.
///
/// The adapter passes the stamps to the view's layout
/// (``LayoutContent/descriptionStamps(ofSections:)``). A stamp is a promise: while it stays the
/// same, ``SectionLayoutProviding/sectionLayout(for:in:)`` answers the same description, for
/// any layout and context. A broken promise would leave the section laid out for an old
/// description, so the capability is the package's own: the declarative layer's controllers
/// adopt it, stamping a fixed description at the commit that changes it (and answering
/// ``DescriptionStamp/unstamped`` for one made from their cells or their container). Tests run
/// with `SECTIONAL_INTERNAL_CHECKS`, where the flow layout reads every description it kept by
/// its stamp and traps when one changed.
@MainActor
package protocol SectionLayoutStamping: SectionLayoutProviding {
  /// The stamp of the description ``SectionLayoutProviding/sectionLayout(for:in:)`` answers
  /// now, or ``DescriptionStamp/unstamped`` when it may change without one.
  var layoutStamp: DescriptionStamp { get }
}
