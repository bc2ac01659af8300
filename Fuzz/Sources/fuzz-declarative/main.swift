import FuzzInput

runFuzzer { data, size in
  fuzz(data ?? UnsafePointer(bitPattern: 1)!, size)
}
