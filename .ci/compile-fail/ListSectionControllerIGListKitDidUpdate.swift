// expected-error: cannot override 'didUpdate' which has been marked unavailable: a stock controller makes its items from the typed model: override items(for:), or pass init(items:) a closure
// An IGListKit habit: didUpdate(to object: Any). The compiler names Sectional's spelling.
import Sectional

struct Feed { var posts: [String] }

final class FeedController: ListSectionController<Feed, String> {
  private var posts: [String] = []

  override func didUpdate(to object: Any) {
    posts = (object as? Feed)?.posts ?? []
  }
}
