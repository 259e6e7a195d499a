/// One picture to draw: its script and the data files the script reads.
public struct GnuplotPicture: Sendable {
  public var script: GnuplotScript
  /// The data files, referred to by the script by file name. Pictures may share a file (the
  /// same name must then hold the same bytes).
  public var data: [GnuplotData]

  public init(script: GnuplotScript, data: [GnuplotData]) {
    self.script = script
    self.data = data
  }
}
