# Extracts the ```swift blocks of markdown files (or of `///` doc comments, with -v doc=1) into
# Swift files that .ci/check-snippets type-checks. See that script for the markers.
#
#   awk -v out=DIR [-v doc=1] -f .ci/snippets.awk FILE...
#
# Writes DIR/NNN.swift, one per compiled snippet, each block preceded by a #sourceLocation
# directive so that diagnostics point at the original file and line, and DIR/manifest, one
# tab-separated line per block: `unit ID FILE LINE`, `continue ID FILE LINE` or `skip - FILE LINE`,
# where LINE is the line of the opening fence. Reports malformed input on stderr as
# `FILE:LINE: error: …` and exits 1. Portable awk: runs with mawk, gawk and macOS's awk.

function fail(line, message) {
  printf "%s:%d: error: %s\n", file, line, message > "/dev/stderr"
  failed = 1
}

# Called at the end of every file, and in doc mode at the end of every doc comment.
function close_text() {
  if (pending != "")
    fail(pending_line, "a snippet marker must be on the line right before a ```swift fence")
  if (in_block)
    fail(block_line, "this code block is never closed")
  pending = ""
  in_block = 0
}

function is_swift_fence(text) {
  return text ~ /^[ \t]*```[ \t]*swift[ \t]*$/
}

function open_swift_block(marker) {
  block_line = FNR
  location = sprintf("#sourceLocation(file: \"%s\", line: %d)", FILENAME, FNR + 1)
  if (marker == "skip") {
    print "skip\t-\t" FILENAME "\t" FNR >> manifest
    in_block = 2
  } else if (marker == "continue") {
    if (unit == "") {
      fail(pending_line, "`snippet: continue`, but no compiled snippet comes before it")
      in_block = 2
      return
    }
    print "continue\t" unit_id "\t" FILENAME "\t" FNR >> manifest
    print location >> unit
    in_block = 1
  } else {
    count++
    unit_id = sprintf("%03d", count)
    unit = out "/" unit_id ".swift"
    print "unit\t" unit_id "\t" FILENAME "\t" FNR >> manifest
    print location >> unit
    in_block = 1
  }
}

BEGIN {
  manifest = out "/manifest"
  printf "" > manifest
}

FNR == 1 {
  if (NR > 1) close_text()  # the previous file's
  file = FILENAME
  unit = ""  # `continue` joins snippets of the same file only
}

{
  text = $0
  if (doc) {
    # Only `///` lines are documentation; any other line ends a doc comment.
    if (text !~ /^[ \t]*\/\/\//) {
      if (in_block || pending != "") close_text()
      next
    }
    sub(/^[ \t]*\/\/\/ ?/, "", text)
  }

  # Inside a block: copy a swift block's lines until the closing fence.
  if (in_block) {
    if (text ~ /^[ \t]*```[ \t]*$/) {
      in_block = 0
      if (unit != "") close(unit)
    } else if (in_block == 1) {
      print text >> unit
    }
    next
  }

  marker = pending
  if (pending != "" && !is_swift_fence(text))
    fail(pending_line, "a snippet marker must be on the line right before a ```swift fence")
  pending = ""

  if (is_swift_fence(text)) {
    open_swift_block(marker)
  } else if (text ~ /^[ \t]*```/) {
    in_block = 2  # another language: not checked
    block_line = FNR
  } else if (tolower(text) ~ /<!--[ \t]*snip/) {
    # A marker. Anything but the two known ones is an error, so a typo cannot silently compile
    # a fragment or skip a snippet.
    if (text ~ /^[ \t]*<!--[ \t]*snippet:[ \t]*skip[ \t]*-->[ \t]*$/) {
      pending = "skip"
    } else if (text ~ /^[ \t]*<!--[ \t]*snippet:[ \t]*continue[ \t]*-->[ \t]*$/) {
      pending = "continue"
    } else {
      fail(FNR, "unknown snippet marker; use <!-- snippet: skip --> or <!-- snippet: continue -->")
    }
    pending_line = FNR
  }
}

END {
  if (NR > 0) close_text()
  exit failed
}
