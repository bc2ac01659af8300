// The control: SectionKit's items(for:), which Sectional keeps.
// An IGListKit habit: didUpdate(to object: Any). The compiler names Sectional's spelling.
import Sectional

struct Feed { var posts: [String] }

final class FeedController: ListSectionController<Feed, String> {
  override func items(for model: Feed) -> [String] {
    model.posts
  }
}
