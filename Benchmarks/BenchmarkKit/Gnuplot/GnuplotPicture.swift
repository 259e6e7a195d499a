/// One picture to draw: its script and the data files the script reads.
package struct GnuplotPicture: Sendable {
  package var script: GnuplotScript
  /// The data files, referred to by the script by file name. Pictures may share a file (the
  /// same name must then hold the same bytes).
  package var data: [GnuplotData]

  package init(script: GnuplotScript, data: [GnuplotData]) {
    self.script = script
    self.data = data
  }
}
