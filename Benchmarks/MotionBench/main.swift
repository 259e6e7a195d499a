print("motion-bench: not yet")
