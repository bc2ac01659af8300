extension String {
  /// The text on one line that tells every text apart: each line break shows as `\n`, a
  /// backslash as `\\`, and each control character but the tab as its code (`\u{1B}` for a
  /// terminal's escape), so that the text `\n` is told from a line break.
  ///
  /// The text snapshot and the SVG picture both show a view's text this way: a change anywhere in
  /// a text changes what they show.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the text.
  var oneLineText: String {
    guard
      contains(where: \.isNewline)
        || unicodeScalars.contains(where: { $0 == "\\" || Self.isShownAsCode($0) })
    else { return self }
    var result = ""
    for character in self {
      if character.isNewline {
        result += "\\n"
        continue
      }
      for scalar in character.unicodeScalars {
        if scalar == "\\" {
          result += "\\\\"
        } else if Self.isShownAsCode(scalar) {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// Whether a character shows as its code: the control characters but the tab (line breaks
  /// are handled before), the surrogates, U+FFFE and U+FFFF, which XML 1.0 does not allow.
  private static func isShownAsCode(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: false
    default: true
    }
  }
}
