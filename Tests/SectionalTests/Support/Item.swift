import Sectional

/// A list element for tests: identified by `id`, with `content` that can change.
struct Item: Identifiable, Hashable, Differentiable, CustomStringConvertible {
  let id: Int
  var content: Int

  init(_ id: Int, _ content: Int = 0) {
    self.id = id
    self.content = content
  }

  var description: String { content == 0 ? "\(id)" : "\(id)'\(content)" }
}

/// Makes items from a string, one per character.
///
/// Each character is an identifier; a character followed by `'` has changed content:
/// `items("ab'c")` is `[a, b with content 1, c]`.
func items(_ text: String) -> [Item] {
  var result: [Item] = []
  for character in text where character != " " {
    if character == "'" {
      result[result.count - 1].content += 1
    } else {
      result.append(Item(Int(character.asciiValue ?? 0)))
    }
  }
  return result
}
