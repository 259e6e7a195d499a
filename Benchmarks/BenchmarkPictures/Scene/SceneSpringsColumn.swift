/// The column of a `scene --against-spring` file that tells its two runs apart: its name and
/// its two values. `scene` writes it; the scene pictures draw each run's CDFs from it.
package enum SceneSpringsColumn {
  /// The column's name.
  package static let name = "springs"
  /// The value of the rows of the command's springs.
  package static let current = "current"
  /// The value of the rows of `--against-spring`'s springs laid over them.
  package static let against = "against"
}
